"""The properties every reachable position must have, checked after each action in property tests."""

from __future__ import annotations

from landlords.editions.standard1906.singletax import shared_goal_reached
from landlords.engine import legal_actions, why_illegal
from landlords.ledger import total_money
from landlords.state import GameState, Phase


def check_invariants(state: GameState, money: int) -> None:
    # Money is only ever moved between accounts (Miscellaneous keeps a signed balance).
    assert total_money(state) == money
    for p in state.players:
        assert p.cash >= 0, f"{p.name} has ${p.cash}"
        assert 0 <= p.position < len(state.board)
        assert not (p.in_jail and p.in_poorhouse)
    for s in range(len(state.board)):
        owner = state.owner[s]
        assert owner == -1 or (0 <= owner < state.num_players and state.board.spaces[s].ownable)
        if state.public[s]:
            assert owner == -1
        note = state.mortgaged[s]
        if note != -1:
            assert state.notes[note].owner == owner and s in state.notes[note].spaces
        loan = state.pledged[s]
        if loan != -1:
            assert state.loans[loan].borrower == owner and s in state.loans[loan].collateral
        assert len(state.houses[s]) <= 3
    for note in state.notes.values():
        for s in note.spaces:
            assert state.mortgaged[s] == note.id
    assert state.treasury >= 0 and state.railroad_box >= 0
    for c in range(len(state.board), state.board.card_count):
        assert -1 <= state.owner[c] < state.num_players
    # The holdings index is the owner list turned round, in card order.
    assert state.holdings == [[c for c, o in enumerate(state.owner) if o == q] for q in range(state.num_players)]
    if state.options.edition == "prosperity":
        assert state.board.number("improvement_tags") - sum(p.tags for p in state.players) - sum(state.tags) >= 0
        assert all(t >= 0 for t in state.tags)
        for q, p in enumerate(state.players):
            assert p.signs + state.signs.count(q) == 1, "each player has one No Trespassing sign"
        for s, sign in enumerate(state.signs):
            assert sign == -1 or state.owner[s] == sign
        assert not state.notes and not state.loans
    if state.options.edition == "1904" and state.options.jail_count_from == "jail":
        # 'a third player ... cannot occupy it': never more than two checkers on a lot.
        for s in state.board.indices_of("lot"):
            assert sum(1 for p in state.players if p.position == s) <= 2
    if state.single_tax and state.options.single_tax_object == "shared" and shared_goal_reached(state):  # type: ignore[attr-defined]
        assert state.phase == Phase.OVER, "the game goes on past the Single Tax's shared goal"
    acts = legal_actions(state)
    if state.phase == Phase.OVER:
        assert acts == []
    else:
        assert acts, f"no legal action in phase {state.phase}"
        for a in acts:
            assert why_illegal(state, a) is None, (a, why_illegal(state, a))
