"""Playing the experiment: every rule set on the same seeds, recorded turn by turn.

A game is recorded as it dealt (turn 0) and at the end of every turn (a turn is one player's):
each player's worth by the game's own count (``landlords.scoring``), their cash, the Public
Treasury's balance and all that has been paid into it. At the end: the scores, the winners, who is
in the Poor House or in debt, and the length. Everything follows from the experiment and the seed,
so the records are the same whoever plays them and in whatever order.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ..engine import apply, decider, is_over, new_game
from ..events import Payment, SingleTaxAdopted, ToPoorHouse
from ..scoring import scores, winners
from ..state import TREASURY, GameState
from .experiment import Experiment
from .rulesets import RuleSet
from .table import seat_bots

#: Called with (seeds done, seeds in all) after each seed's games.
Progress = Callable[[int, int], None]
#: Asked between seeds: True stops the run, keeping what is done.
Cancelled = Callable[[], bool]


def numbers(values: Iterable[int] = ()) -> array[int]:
    """Whole numbers stored flat, 4 bytes each (the game's sums are far below 2**31): a record of a
    1906 game then takes about 7 KB instead of the 39 KB of tuples of Python ints."""
    return array("i", values)


@dataclass(frozen=True, slots=True)
class GameRecord:
    ruleset: str
    seed: int
    players: int
    #: Sample labels: 0 (as dealt), then the end of each turn, the last being the end of the game.
    turns: array[int]
    #: Worth by the game's count and cash, sample by sample and within a sample seat by seat
    #: (``worth`` and ``cash`` give them as rows).
    worth_flat: array[int]
    cash_flat: array[int]
    #: Per sample: the Public Treasury's balance, and all paid into it since the start.
    treasury: array[int]
    revenue: array[int]
    winners: tuple[int, ...]
    #: Per player at the end: in the Poor House; owing a bank mortgage or a loan; times sent to the Poor House.
    poorhouse: tuple[bool, ...]
    in_debt: tuple[bool, ...]
    poorhouse_visits: tuple[int, ...]
    #: Turns played, actions applied, the turn the Single Tax came in (0: never), why the game ended.
    length: int
    actions: int
    single_tax_turn: int
    end: str

    @property
    def worth(self) -> list[tuple[int, ...]]:
        """Per sample, everyone's worth."""
        return rows(self.worth_flat, self.players)

    @property
    def cash(self) -> list[tuple[int, ...]]:
        return rows(self.cash_flat, self.players)

    @property
    def final(self) -> tuple[int, ...]:
        return tuple(self.worth_flat[-self.players :])


def rows(flat: array[int], width: int) -> list[tuple[int, ...]]:
    return [tuple(flat[i : i + width]) for i in range(0, len(flat), width)]


@dataclass(slots=True)
class LabResult:
    experiment: Experiment
    #: Records in order of seed, then of the experiment's rule sets.
    records: list[GameRecord] = field(default_factory=list)
    #: False when the run was cancelled before every seed was played.
    complete: bool = True

    @property
    def seeds_done(self) -> int:
        return len({r.seed for r in self.records})

    def of(self, key: str) -> list[GameRecord]:
        return [r for r in self.records if r.ruleset == key]


class Recorder:
    """Collects the samples of one game as it is played."""

    def __init__(self, state: GameState) -> None:
        n = state.num_players
        self.players = n
        self.turns = numbers()
        self.worth = numbers()
        self.cash = numbers()
        self.treasury = numbers()
        self.revenue = numbers()
        self.paid_in = 0
        self.visits = [0] * n
        self.single_tax_turn = 1 if state.single_tax else 0
        self.sample(state, 0)

    def sample(self, state: GameState, label: int) -> None:
        if self.turns and self.turns[-1] == label:  # the game ended within the turn last sampled
            for series in (self.turns, self.treasury, self.revenue):
                del series[-1]
            del self.worth[-self.players :]
            del self.cash[-self.players :]
        self.turns.append(label)
        self.worth.extend(s.total for s in scores(state))
        self.cash.extend(p.cash for p in state.players)
        self.treasury.append(state.treasury)
        self.revenue.append(self.paid_in)

    def saw(self, state: GameState, events: Iterable[object]) -> None:
        for e in events:
            if isinstance(e, Payment):
                if e.payee == TREASURY:
                    self.paid_in += e.amount
            elif isinstance(e, ToPoorHouse):
                self.visits[e.player] += 1
            elif isinstance(e, SingleTaxAdopted) and not self.single_tax_turn:
                self.single_tax_turn = state.turn


def in_debt(state: GameState, player: int) -> bool:
    return any(n.owner == player for n in state.notes.values()) or any(
        lo.borrower == player for lo in state.loans.values()
    )


def play_game(experiment: Experiment, rules: RuleSet, seed: int) -> GameRecord:
    """One game of the experiment under one rule set."""
    state = new_game(rules.game_options(experiment.players), seed)
    bots = seat_bots(experiment.seats, seed, experiment.playouts)
    recorder = Recorder(state)
    turn = state.turn
    while not is_over(state):
        events = apply(state, bots[decider(state)].decide(state).action, checked=False)  # bots play listed actions
        recorder.saw(state, events)
        if state.turn != turn:
            recorder.sample(state, turn)
            turn = state.turn
    recorder.sample(state, state.turn)
    n = state.num_players
    return GameRecord(
        ruleset=rules.key,
        seed=seed,
        players=n,
        turns=recorder.turns,
        worth_flat=recorder.worth,
        cash_flat=recorder.cash,
        treasury=recorder.treasury,
        revenue=recorder.revenue,
        winners=tuple(winners(state)),
        poorhouse=tuple(p.in_poorhouse for p in state.players),
        in_debt=tuple(in_debt(state, p) for p in range(n)),
        poorhouse_visits=tuple(recorder.visits),
        length=state.turn,
        actions=len(state.actions),
        single_tax_turn=recorder.single_tax_turn,
        end=state.end_reason,
    )


def play_seed(experiment: Experiment, seed: int) -> list[GameRecord]:
    """The games on one seed, one per rule set: the lab's unit of work, so results stay paired."""
    return [play_game(experiment, rules, seed) for rules in experiment.sets]


def play_seeds(experiment: Experiment, seeds: Iterable[int]) -> list[GameRecord]:
    """A batch of seeds (what a worker process or a Dask task plays)."""
    return [record for seed in seeds for record in play_seed(experiment, seed)]


def run(experiment: Experiment, progress: Progress | None = None, cancelled: Cancelled | None = None) -> LabResult:
    """The whole experiment on this thread, seed by seed (the page's worker runs exactly this)."""
    result = LabResult(experiment)
    total = experiment.games
    for done, seed in enumerate(experiment.seeds, start=1):
        if cancelled is not None and cancelled():
            result.complete = False
            break
        result.records.extend(play_seed(experiment, seed))
        if progress is not None:
            progress(done, total)
    return result
