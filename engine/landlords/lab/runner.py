"""Playing the experiment: every rule set on the same seeds, each game recorded turn by turn and
added to its rule set's tally, and each seed's games to the claims card's tally.

A game is recorded as it dealt (turn 0) and at the end of every turn (a turn is one player's):
each player's worth by the game's own count (``landlords.scoring``) and by the lab's common
measure (``wealth``), their cash, the Public Treasury's balance and all that has been paid into
it, and what the claims card reads (``claims``): the wages at Mother Earth, the programme's steps
the public has done, how many players are in the Poor House or in debt, and the income without
work and the wages paid so far (``income``); at the end the scores, the winners, who is in the
Poor House or in debt, the length, and the turn the shared goal was reached. The record
(``record.GameRecord``) is added to a ``Tally`` (``aggregate``) and then dropped, so memory
grows with turns, not games; only the sample games (the first seed played) are kept whole, and
each game leaves a line in the games and players tables. Everything follows from the experiment
and the seed, so the results are the same whoever plays the seeds and in whatever order they are
merged."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from ..edition import scores, winners
from ..engine import apply, decider, is_over, new_game
from ..events import Payment, SingleTaxAdopted, ToPoorHouse
from ..state import TREASURY, GameState
from .aggregate import Tally
from .claims import ClaimTally
from .experiment import Experiment
from .income import wages, without_work
from .public_goods import programme_done, shared_goal_reached
from .record import GameRecord, numbers
from .rulesets import RuleSet
from .table import seat_bots
from .wealth import in_debt, worth_alike

#: Called with (seeds done, seeds in all) after each seed's games.
Progress = Callable[[int, int], None]
#: Asked between seeds: True stops the run, keeping what is done.
Cancelled = Callable[[], bool]


class Recorder:
    """Collects the samples of one game as it is played."""

    def __init__(self, state: GameState) -> None:
        n = state.num_players
        self.players = n
        self.turns = numbers()
        self.worth = numbers()
        self.common = numbers()
        self.cash = numbers()
        self.treasury = numbers()
        self.revenue = numbers()
        self.wage_level = numbers()
        self.public_steps = numbers()
        self.troubled = numbers()
        self.unearned = numbers()
        self.wages_paid = numbers()
        #: The series with one value a sample (the others have one a seat).
        self.single = (
            self.turns,
            self.treasury,
            self.revenue,
            self.wage_level,
            self.public_steps,
            self.troubled,
            self.unearned,
            self.wages_paid,
        )
        self.paid_in = 0
        self.without_work = 0
        self.wages = 0
        self.visits = [0] * n
        self.single_tax_turn = 1 if state.single_tax else 0
        self.goal_turn = 0
        self.sample(state, 0)

    def sample(self, state: GameState, label: int) -> None:
        if self.turns and self.turns[-1] == label:  # the game ended within the turn last sampled
            for series in self.single:
                del series[-1]
            del self.worth[-self.players :]
            del self.common[-self.players :]
            del self.cash[-self.players :]
        self.turns.append(label)
        counted = scores(state)
        self.worth.extend(s.total for s in counted)
        self.common.extend(worth_alike(state, s.player, s) for s in counted)
        self.cash.extend(p.cash for p in state.players)
        self.treasury.append(state.treasury)
        self.revenue.append(self.paid_in)
        self.wage_level.append(state.wages)
        self.public_steps.append(programme_done(state))
        self.troubled.append(troubled(state))
        self.unearned.append(self.without_work)
        self.wages_paid.append(self.wages)
        if not self.goal_turn and state.single_tax and shared_goal_reached(state):
            self.goal_turn = label

    def saw(self, state: GameState, events: Iterable[object]) -> None:
        for e in events:
            if isinstance(e, Payment):
                if e.payee == TREASURY:
                    self.paid_in += e.amount
                self.without_work += without_work(state, e)
                self.wages += wages(e)
            elif isinstance(e, ToPoorHouse):
                self.visits[e.player] += 1
            elif isinstance(e, SingleTaxAdopted) and not self.single_tax_turn:
                self.single_tax_turn = state.turn


def troubled(state: GameState) -> int:
    """Players in the Poor House or in debt (``wealth.in_debt``)."""
    owing = {n.owner for n in state.notes.values()} | {lo.borrower for lo in state.loans.values()}
    return sum(1 for p, seat in enumerate(state.players) if seat.in_poorhouse or p in owing)


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
        common_flat=recorder.common,
        cash_flat=recorder.cash,
        treasury=recorder.treasury,
        revenue=recorder.revenue,
        wage_level=recorder.wage_level,
        public_steps=recorder.public_steps,
        troubled=recorder.troubled,
        unearned=recorder.unearned,
        wages_paid=recorder.wages_paid,
        winners=tuple(winners(state)),
        poorhouse=tuple(p.in_poorhouse for p in state.players),
        in_debt=tuple(in_debt(state, p) for p in range(n)),
        poorhouse_visits=tuple(recorder.visits),
        length=state.turn,
        actions=len(state.actions),
        single_tax_turn=recorder.single_tax_turn,
        end=state.end_reason,
        goal_turn=recorder.goal_turn,
    )


def play_seed(experiment: Experiment, seed: int) -> list[GameRecord]:
    """The games on one seed, one per rule set: the lab's unit of work, so results stay paired."""
    return [play_game(experiment, rules, seed) for rules in experiment.sets]


@dataclass(slots=True)
class Part:
    """What playing a run of seeds gives: a tally per rule set and the claims card's, the games of
    its first seed whole (the sample games, if it is the run's first), and a line per game and per
    seat for the tables."""

    first: int
    seeds: int
    tallies: dict[str, Tally]
    samples: list[GameRecord]
    games_rows: str = ""
    players_rows: str = ""
    claims: ClaimTally = field(default_factory=ClaimTally)


def csv_lines(rows: Iterable[Sequence[object]]) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue()


GAMES_COLUMNS = ("ruleset", "seed", "turns", "actions", "single_tax_from_turn", "winners", "end")
PLAYERS_COLUMNS = (
    "ruleset",
    "seed",
    "seat",
    "bot",
    "worth",
    "worth_without_land",
    "cash",
    "won",
    "poorhouse_at_end",
    "times_sent_to_poorhouse",
    "in_debt_at_end",
)


def game_row(r: GameRecord) -> tuple[object, ...]:
    return (r.ruleset, r.seed, r.length, r.actions, r.single_tax_turn, " ".join(str(w + 1) for w in r.winners), r.end)


def player_rows(r: GameRecord, seats: tuple[str, ...]) -> list[tuple[object, ...]]:
    cash, common = r.cash[-1], r.final_common
    return [
        (
            r.ruleset,
            r.seed,
            p + 1,
            seats[p],
            r.final[p],
            common[p],
            cash[p],
            int(p in r.winners),
            int(r.poorhouse[p]),
            r.poorhouse_visits[p],
            int(r.in_debt[p]),
        )
        for p in range(r.players)
    ]


def play_seeds(experiment: Experiment, seeds: range) -> Part:
    """A run of seeds (what a worker process, a Dask task or the page's worker plays)."""
    tallies = {key: Tally(len(experiment.seats)) for key in experiment.rulesets}
    claims = ClaimTally()
    samples: list[GameRecord] = []
    games: list[tuple[object, ...]] = []
    players: list[tuple[object, ...]] = []
    for seed in seeds:
        records = play_seed(experiment, seed)
        claims.add(records)
        for record in records:
            tallies[record.ruleset].add(record)
            games.append(game_row(record))
            players += player_rows(record, experiment.seats)
            if seed == seeds.start:
                samples.append(record)
    return Part(seeds.start, len(seeds), tallies, samples, csv_lines(games), csv_lines(players), claims)


#: Where the table lines go, in seed order: (games lines, players lines).
Sink = Callable[[str, str], None]


@dataclass(slots=True)
class LabResult:
    """The merged results: a tally per rule set and the claims card's, the sample games, the table
    lines (unless a sink took them, as the command line's files do)."""

    experiment: Experiment
    tallies: dict[str, Tally] = field(default_factory=dict)
    claims: ClaimTally = field(default_factory=ClaimTally)
    #: The games of the first seed played, one per rule set.
    samples: list[GameRecord] = field(default_factory=list)
    games_rows: list[str] = field(default_factory=list)
    players_rows: list[str] = field(default_factory=list)
    seeds_done: int = 0
    #: False when the run was cancelled before every seed was played.
    complete: bool = True

    def of(self, key: str) -> Tally | None:
        tally = self.tallies.get(key)
        return tally if tally is not None and tally.games else None


class Collector:
    """Merges parts as they arrive, in any order, into a ``LabResult``: tallies add up exactly; table
    lines are passed on in seed order (held back until the seeds before them are in)."""

    def __init__(self, experiment: Experiment, sink: Sink | None = None, first: int | None = None) -> None:
        self.result = LabResult(experiment, {key: Tally(len(experiment.seats)) for key in experiment.rulesets})
        self.sink = sink or self.keep
        self.pending: dict[int, Part] = {}
        self.first = self.next_seed = experiment.seed if first is None else first

    def keep(self, games: str, players: str) -> None:
        self.result.games_rows.append(games)
        self.result.players_rows.append(players)

    def add(self, part: Part) -> None:
        result = self.result
        for key, tally in part.tallies.items():
            result.tallies[key].merge(tally)
        result.claims.merge(part.claims)
        result.seeds_done += part.seeds
        if part.samples and (not result.samples or part.first < result.samples[0].seed):
            result.samples = part.samples
        self.pending[part.first] = part
        while self.next_seed in self.pending:
            ready = self.pending.pop(self.next_seed)
            self.sink(ready.games_rows, ready.players_rows)
            self.next_seed += ready.seeds

    def part(self) -> Part:
        """All merged so far as one part, to be merged again elsewhere (a page worker's seeds, run from
        ``first`` without a gap)."""
        r = self.finish(False)
        return Part(
            self.first, r.seeds_done, r.tallies, r.samples, "".join(r.games_rows), "".join(r.players_rows), r.claims
        )

    def finish(self, complete: bool) -> LabResult:
        """The result; lines of parts after a gap (a cancelled parallel run) follow in seed order."""
        for first in sorted(self.pending):
            part = self.pending.pop(first)
            self.sink(part.games_rows, part.players_rows)
        self.result.complete = complete
        return self.result


def run(
    experiment: Experiment,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
    sink: Sink | None = None,
) -> LabResult:
    """The whole experiment on this thread, seed by seed (the page's worker runs exactly this)."""
    collector = Collector(experiment, sink)
    total = experiment.games
    for done, seed in enumerate(experiment.seeds, start=1):
        if cancelled is not None and cancelled():
            return collector.finish(False)
        collector.add(play_seeds(experiment, range(seed, seed + 1)))
        if progress is not None:
            progress(done, total)
    return collector.finish(True)
