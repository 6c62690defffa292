"""The rules-of-thumb bot's reckoning of the Single Tax: what the motion would do to its own count.

The forecast by play (``forecast``) answers this by playing the rest of the game many times; a bot
asks it at every vote and every few turns, and a forecast costs about as much as a dozen whole
games, which would make every bot game (the lab's too) a dozen times slower. So the bot reckons the
same quantity at once, from the rules' own numbers, and says it in a sentence:

* now: its count as it stands, and as it would stand with the motion carried (lot Title Deeds then
  count nothing);
* each circuit still to come, each way: wages, plus the rents, fares and rates its cards bring
  (a stop on one space by each other player about every seventh space, ``valuation.HIT_CHANCE``),
  less what its own stops cost (the rules' ``landing_cost`` of every space);
* how long the game lasts each way: the circuits its end rule leaves (``circuits_left``); with the
  Single Tax and the shared goal as the object, no longer than the Public Treasury takes to pay
  for what is left of the programme at the land rent every player's stops pay it;
* with the Single Tax, the programme's buy-outs the Treasury reaches by then: a card of its own
  bought out brings $50 and counts nothing after, and the fares and rates of the plants bought
  cost it nothing for about half the time left.

Left out (first-order only): wage rises beyond the named programme, houses and trades to come,
the auctions of cards still in the pack. It is a reckoning, not a forecast; how often it agrees
with the forecast in sign is measured (docs/bots.md).

The other motion, to stop at the next double (seed 000, note 2), is weighed by standing
(``stop_vote``): a bot that leads agrees; one far behind refuses; one level or close behind agrees
unless the same per-circuit reckoning says the circuits left would let it catch the leader (so
at the start, everyone level and earning alike, nobody agrees). Under the
Single Tax with the shared goal nobody wins if the game stops first, so every bot refuses.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..edition import rules_of, score
from ..editions.standard1906.record import of
from ..editions.standard1906.rents import land_rent
from ..editions.standard1906.singletax import STEP, goal_steps, sequence
from ..records import record
from ..state import GameState
from .valuation import HIT_CHANCE, circuits_left, income_per_stop

MOTION = "single_tax"
#: Behind the leader by more than this share of the leader's count, a bot wants the game to go on.
FAR_BEHIND = 0.15


@record
class Reckoning:
    """What the Single Tax carried now would change in one player's final count, by reckoning."""

    player: int
    #: Lot Title Deeds the player holds (they count nothing under the Single Tax).
    lots: int
    #: Expected final count without the motion and with it.
    without: float
    with_tax: float

    @property
    def gain(self) -> float:
        return self.with_tax - self.without

    def sentence(self) -> str:
        """The reason, as the bot says it."""
        held = "I hold no lots" if not self.lots else f"I hold {self.lots} lot{'s' if self.lots > 1 else ''}"
        change = round(self.gain)
        if not change:
            return f"{held}; by my reckoning the Single Tax leaves my expected count about the same"
        way = "higher" if change > 0 else "lower"
        return f"{held}; by my reckoning under the Single Tax my expected count is ${abs(change)} {way}"


def per_circuit(state: GameState, player: int) -> float:
    """What one more circuit brings ``player``: wages, plus his cards' takings from the others' stops,
    less the cost of his own stops."""
    rules, board = rules_of(state), state.board
    others = (state.num_players - 1) * HIT_CHANCE
    takings = sum(income_per_stop(state, player, card) for card in state.holdings[player] if card < len(board))
    costs = sum(rules.landing_cost(state, player, space) for space in range(len(board)))
    return state.wages + takings * others - costs * HIT_CHANCE


def treasury_per_circuit(state: GameState) -> float:
    """The land rent the Public Treasury takes in a circuit under the Single Tax: every player's
    stops on every lot."""
    rents = sum(land_rent(state, lot) for lot in state.board.indices_of("lot"))
    return rents * HIT_CHANCE * state.num_players


def carried(state: GameState) -> GameState:
    """A copy of the position with the motion carried now (a pending vote settled as carried)."""
    sim = state.clone(history=False)
    motion = sim.motion
    if motion is not None and motion.motion == MOTION:
        sim.motion = None
        sim.phase = motion.previous_phase
    rules_of(sim).motion_carried(sim, [], MOTION)
    return sim


def reckon(state: GameState, players: Iterable[int] | None = None) -> tuple[Reckoning, ...]:
    """The reckoning of the Single Tax carried now of ``players`` (default: every player), in that
    order; the position is left unchanged."""
    sim = carried(state)
    left = circuits_left(state)
    done = of(sim).acquisitions
    steps = goal_steps(sim) - done
    cost = steps * STEP - sim.treasury
    income = treasury_per_circuit(sim)
    ends_at_goal = of(state).options.single_tax_object == "shared" and income > 0
    lasting = min(left, cost / income) if ends_at_goal else left
    reached = steps if income * lasting >= cost else int((income * lasting + sim.treasury) // STEP)
    bought = [space for kind, space in sequence(sim)[done : done + reached] if kind == "buy"]
    lots = state.board.indices_of("lot")
    rules, others = rules_of(sim), (state.num_players - 1) * HIT_CHANCE
    out = []
    for p in range(state.num_players) if players is None else players:
        without = score(state, p).total + left * per_circuit(state, p)
        with_tax = score(sim, p).total + lasting * per_circuit(sim, p)
        for space in bought:
            if sim.owner[space] == p:  # $50 for a card that counts nothing after, its takings lost
                with_tax += STEP - rules.end_value(sim, space)
                with_tax -= income_per_stop(sim, p, space) * others * lasting / 2
            with_tax += rules.landing_cost(sim, p, space) * HIT_CHANCE * lasting / 2
        held = sum(1 for card in state.holdings[p] if card in lots)
        out.append(Reckoning(p, held, without, with_tax))
    return tuple(out)


def stop_vote(state: GameState, me: int) -> tuple[bool, str]:
    """How ``me`` votes on stopping at the next double, by its standing, and why (in its words)."""
    if state.single_tax and of(state).options.single_tax_object == "shared":
        return (
            False,
            "under the Single Tax we all win only when the public's programme is done; stopping now, nobody wins",
        )
    totals = [score(state, p).total for p in range(state.num_players)]
    leader = max((p for p in range(state.num_players) if p != me), key=lambda p: totals[p])
    if totals[me] > totals[leader]:
        return True, f"I lead by ${totals[me] - totals[leader]}, so stopping soon suits me"
    gap = totals[leader] - totals[me]
    name = state.players[leader].name
    standing = f"I am ${gap} behind {name}" if gap else f"I am level with {name}"
    if gap > FAR_BEHIND * max(totals[leader], 1):
        return False, f"{standing} and need more turns to catch up"
    left = circuits_left(state)
    gain = (per_circuit(state, me) - per_circuit(state, leader)) * left
    if gain >= gap:
        way = "catch up" if gap else "pull ahead"
        return False, f"{standing}, and by my reckoning the game left would let me {way}"
    return True, f"{standing}, and by my reckoning more turns would not help me"
