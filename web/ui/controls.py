"""What the decision panel offers: a pure function of the game, built over ``legal_actions``.

Every legal action lands in exactly one place: a button, or one of three editors for the
open-ended choices the engine lists only in a canonical form (a bid of any amount, a mortgage of
any set of cards, a trade or loan on any terms). The editors check what a player composes with
``why_illegal`` before it is offered, so the page only ever sends legal actions. Kinds this module
has never heard of (a new edition's) still get a button labelled by ``describe_action``.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from math import comb

from landlords import market
from landlords.actions import (
    Action,
    Bid,
    Build,
    BuyTitle,
    ChooseOpportunity,
    Mortgage,
    OfferLoan,
    OfferTrade,
    Pass,
    Propose,
    Redeem,
    Steps,
    Vote,
)
from landlords.consequences import MOVE_KINDS, consequence
from landlords.describe import auction_status, bid_limit, describe_action, motion_name, sentence
from landlords.dollars import dollars
from landlords.edition import rules_of
from landlords.engine import decider, legal_actions, why_illegal
from landlords.ledger import account_name
from landlords.money import free_cards, loan_for, redemption_price
from landlords.moves import destination
from landlords.preview import Consequence
from landlords.records import record
from landlords.situations import Situation, situations
from landlords.state import GameState, Phase

from .lesson import end_lesson

#: The free actions of a turn, grouped under a heading each (kinds in the order shown), with what a
#: folded group's count counts ("Build: 18 lots you may build a house on", never a bare "(18)").
FREE_GROUPS: tuple[tuple[str, str, tuple[str, ...], tuple[str, str]], ...] = (
    ("build", "Build", ("build",), ("lot you may build a house on", "lots you may build a house on")),
    ("improve", "Tags and signs", ("buy_tag", "place_tag", "place_sign"), ("choice", "choices")),
    ("redeem", "Pay off mortgages", ("redeem",), ("mortgage", "mortgages")),
    ("loans", "Loans between players", ("repay_loan", "call_loan"), ("loan", "loans")),
    ("vote", "Put to the vote", ("propose",), ("motion", "motions")),
)
FREE_KINDS = frozenset(k for _, _, kinds, _ in FREE_GROUPS for k in kinds)
DEAL_KINDS = frozenset({"offer_trade", "offer_loan", "propose_trust"})
PRIMARY_KINDS = frozenset({"roll", "end_turn", "finish_buying"})
#: Decisions whose effect on the score or on where money goes is said in full above their buttons
#: (with each player's worth when it moves). For the rest the button's own words suffice ("Buy Easy
#: Street for $75", "Build a house"), and their previews are not worked out: a build's can take a
#: quarter of a second in the browser.
SAY_FIRST = frozenset(
    {"propose", "vote", "mortgage", "redeem", "offer_loan", "propose_trust", "answer", "repay_loan", "call_loan"}
)
#: Moves, whose consequence (where they land and what that space asks) is said on their own button.
SAY_ON_BUTTON = MOVE_KINDS | {"choose_opportunity"}


@record
class Choice:
    label: str
    action: Action
    primary: bool = False
    #: Spaces to outline on the board while this choice is in view (where a move goes).
    targets: tuple[int, ...] = ()
    #: What taking it changes (how the game is scored, where money goes), said before it is taken.
    consequence: Consequence | None = None
    #: Actions played right after ``action`` by the same click ("Buy all three": the other cards).
    then: tuple[Action, ...] = ()


@record
class Group:
    key: str
    title: str
    choices: tuple[Choice, ...] = ()
    #: "buttons", or an editor: "auction", "mortgage", "deal".
    widget: str = "buttons"
    note: str = ""
    #: What its count counts, singular and plural ("lot you may build a house on", ...).
    counts: tuple[str, str] = ("choice", "choices")

    def count_words(self) -> str:
        """The folded group's count in words: "18 lots you may build a house on"."""
        n = len(self.choices)
        return f"{n} {self.counts[0] if n == 1 else self.counts[1]}"


@record
class Panel:
    player: int
    heading: str
    prompt: str
    main: tuple[Group, ...]
    extras: tuple[Group, ...] = ()
    #: Track spaces and inner Natural Opportunities the current choices lead to (outlined on the board).
    targets: tuple[int, ...] = ()
    inner_targets: tuple[int, ...] = ()
    #: The situations this decision is in, explained (filled in by ``said``, for a person).
    situations: tuple[Situation, ...] = ()

    def leading_to(self, space: int) -> list[tuple[str, Choice]]:
        """The moves of the question that lead to track ``space``, with their place in the panel
        ("m:group:choice", as the buttons carry it)."""
        return [
            (f"m:{gi}:{ci}", c)
            for gi, g in enumerate(self.main)
            for ci, c in enumerate(g.choices)
            if space in c.targets and isinstance(c.action, Steps)
        ]

    def taking_up(self, opportunity: int) -> list[tuple[str, Choice]]:
        """The choice of the question that takes up the inner space ``opportunity``."""
        return [
            (f"m:{gi}:{ci}", c)
            for gi, g in enumerate(self.main)
            for ci, c in enumerate(g.choices)
            if isinstance(c.action, ChooseOpportunity) and c.action.opportunity == opportunity
        ]


def leads(choice: Choice) -> str:
    """What a move leads to, as its button says it: the place's name left out where the label
    already names it ("Forward 22 to Gee Whiz R. R." / "Pay $5 to Ann (railroad fare)."), and
    nothing where it would only repeat the label ("Stay at the railroad")."""
    said = choice.consequence.headline if choice.consequence is not None else ""
    if said.rstrip(".").lower() == choice.label.lower():
        return ""
    cuts = [i for i in range(len(said)) if said.startswith(": ", i)]
    for i in reversed(cuts):  # the longest place name first: "Real Estate: Claude Hopper"
        if said[:i] in choice.label:
            rest = said[i + 2 :]
            return rest[:1].upper() + rest[1:]
    return said


def name_of(state: GameState, player: int) -> str:
    return state.players[player].name


def target_of(state: GameState, action: Action) -> tuple[int, ...]:
    """The space a choice is about, to mark on the board: where a move-like choice leads (its
    ``steps`` counted from the mover's position), or the title card an opening purchase buys."""
    if isinstance(action, BuyTitle):
        return (action.space,)
    if not isinstance(action, Steps):
        return ()
    return (destination(state, action),)


def choice(state: GameState, action: Action) -> Choice:
    """A button for an action: its label, and for a move, where it goes (named if the label does not)."""
    label = describe_action(state, action)
    targets = target_of(state, action)
    if targets and state.board.spaces[targets[0]].name not in label and isinstance(action, Steps) and action.steps:
        label += f" (to {state.board.spaces[targets[0]].name})"
    if isinstance(action, BuyTitle) and state.board.spaces[action.space].rent:
        label += f" (rent {dollars(state.board.spaces[action.space].rent)})"
    return Choice(vote_label(state, action, label), action, action.kind in PRIMARY_KINDS, targets)


def vote_label(state: GameState, action: Action, label: str) -> str:
    """Proposing is voting yes, and the button says so; a vote's button names the voter, so at a
    shared screen each person votes with their own button (issue 24, section 3)."""
    if isinstance(action, Propose):
        return f"{label}: {name_of(state, action.player)} votes yes by proposing"
    if isinstance(action, Vote):
        return f"{name_of(state, action.player)} votes {'yes' if action.yes else 'no'}"
    return label


def unique(choices: list[Choice] | tuple[Choice, ...]) -> tuple[Choice, ...]:
    """One button per label: two actions a player cannot tell apart are one choice to them."""
    seen: set[str] = set()
    out = []
    for c in choices:
        if c.label not in seen:
            seen.add(c.label)
            out.append(c)
    return tuple(out)


def panel(state: GameState) -> Panel:
    """Everything the player who must decide now can do, with the question put in words."""
    if state.phase == Phase.OVER:
        told = end_lesson(state)
        reason = state.end_reason.capitalize() + "."
        if told is None:
            return Panel(-1, "The game is over", reason, ())
        return Panel(-1, told.title, " ".join((reason, *told.lines[:2])), ())
    p = decider(state)
    acts = legal_actions(state)
    heading, prompt = question(state, p)
    phase = state.phase
    main: list[Group] = []
    extras: list[Group] = []
    if phase == Phase.AUCTION:
        main.append(Group("auction", "", tuple(choice(state, a) for a in acts if isinstance(a, Pass)), "auction"))
    elif phase == Phase.RAISE:
        fewest = fewest_cards(state, p) if any(isinstance(a, Mortgage) for a in acts) else None
        if fewest is not None:
            main.append(Group("mortgage-fewest", "", (fewest,)))
        if any(isinstance(a, Mortgage) for a in acts):
            title = "Or choose the cards to mortgage" if fewest else "Mortgage cards to the bank"
            main.append(Group("mortgage", title, (), "mortgage"))
        rest = unique([choice(state, a) for a in acts if not isinstance(a, Mortgage)])
        if rest:
            main.append(Group("main", "Or", rest))
    elif phase in (Phase.PRE_ROLL, Phase.POST_ROLL):
        first = [choice(state, a) for a in acts if a.kind not in FREE_KINDS | DEAL_KINDS | {"mortgage", "redeem"}]
        offered = [choice(state, a) for a in in_question(state, p, acts)]
        main.append(Group("main", "", unique(first + offered)))
        # The stop at the next double is put under the question before the throw, in view (issue 26).
        stop = [a for a in acts if a == Propose(p, "end_game")] if phase == Phase.PRE_ROLL else []
        if stop:
            main.append(Group("stop", "A shorter game", (choice(state, stop[0]),)))
        extras = free_groups(state, [a for a in acts if a not in stop])
    else:
        buttons = unique([choice(state, a) for a in acts])
        together = buy_together(state, acts)
        if together is not None:
            buttons = (*buttons[:-1], together, buttons[-1]) if buttons[-1].primary else (*buttons, together)
        main.append(Group("main", "", buttons))
    targets = tuple(t for g in main for c in g.choices for t in c.targets)
    inner = tuple(c.action.opportunity for g in main for c in g.choices if isinstance(c.action, ChooseOpportunity))
    moves = any("steps" in c.action.to_json() for g in main for c in g.choices if c.targets)
    if moves or inner:
        prompt += " Click a marked space on the board to see what it asks and move there, or choose below."
    elif targets:
        prompt += " They are marked on the board."
    return Panel(p, heading, prompt, tuple(main), tuple(extras), targets, inner)


def in_question(state: GameState, p: int, acts: list[Action]) -> list[Action]:
    """Free choices offered in the question itself, one click away (all of them stay listed under
    "You may also" too): a house on the lot the player stands on and on their lot of the highest
    rent (a house adds the same rent anywhere; a newcomer looks first at where they are and at their
    best lot), and paying off a mortgage that costs at most half their cash."""
    builds = [a for a in acts if isinstance(a, Build)]
    here = [a for a in builds if a.space == state.players[p].position]
    best = [max(builds, key=lambda a: (state.board.spaces[a.space].rent, a.space))] if builds else []
    cash = state.players[p].cash
    cheap = [
        a
        for a in acts
        if isinstance(a, Redeem) and a.note in state.notes and 2 * redemption_price(state, state.notes[a.note]) <= cash
    ]
    return list(dict.fromkeys([*here, *best, *cheap[:1]]))


NUMBERS = {3: "three", 4: "four", 5: "five", 6: "six"}


def buy_together(state: GameState, acts: list[Action]) -> Choice | None:
    """At the opening purchases, every card offered in one click, when the player can pay for them
    all ("Buy all three for $200"); each card keeps its own button too."""
    buys = [a for a in acts if isinstance(a, BuyTitle)]
    total = sum(state.board.spaces[a.space].price for a in buys)
    if len(buys) < 2 or total > state.players[decider(state)].cash:
        return None
    some = "both" if len(buys) == 2 else f"all {NUMBERS.get(len(buys), str(len(buys)))}"
    return Choice(f"Buy {some} for {dollars(total)}", buys[0], then=tuple(buys[1:]))


#: Sets of cards weighed for the one-click mortgage, at most (beyond, the tick-list alone).
FEWEST_TRIED = 5000


def fewest_cards(state: GameState, p: int) -> Choice | None:
    """A forced mortgage in one click: the fewest cards whose loan covers what the player is short,
    of those the cards whose printed rent is least (the player keeps what earns), then the set
    raising least beyond the debt. None when no set covers it (the tick-list stays for that)."""
    debt = state.debt
    if debt is None:
        return None
    short = sum(d.amount for d in debt.dues) - state.players[p].cash
    cards, spaces = free_cards(state, p), state.board.spaces

    def cost(group: tuple[int, ...]) -> tuple[int, int, tuple[int, ...]]:
        return (sum(spaces[s].rent for s in group if s < len(spaces)), loan_for(state, group), group)

    for k in range(1, len(cards) + 1):
        if comb(len(cards), k) > FEWEST_TRIED:
            return None
        fits = [g for g in combinations(sorted(cards), k) if loan_for(state, g) >= short]
        if fits:
            best = Mortgage(p, min(fits, key=cost))
            if why_illegal(state, best) is not None:
                return None
            label = f"{describe_action(state, best)}: raises {dollars(loan_for(state, best.spaces))}"
            return Choice(label, best, primary=True)
    return None


def said(state: GameState, panel: Panel, people: frozenset[int] | None = None) -> Panel:
    """The panel with what each choice changes (the engine's ``consequence``) and the situations
    it is in, explained, for a person deciding (``people``: those at this screen, whose first
    meeting with a situation is explained in full): worked out after the board is drawn, and
    never for a bot, which reads none of it."""
    told_about = situations(state, people)
    lines = {s.group: s.text for s in told_about if s.group != "main" and not s.first}

    def told(group: Group) -> Group:
        choices = tuple(
            replace(c, consequence=consequence(state, c.action)) if c.action.kind in SAY_FIRST | SAY_ON_BUTTON else c
            for c in group.choices
        )
        note = "" if group.key == "vote" and any(c.consequence for c in choices) else group.note
        return replace(group, choices=choices, note=lines.get(group.key, note))

    # A group's situation met before is a line in its group; the first time, it heads the panel.
    shown = tuple(s for s in told_about if s.group == "main" or s.first)
    return replace(
        panel,
        main=tuple(told(g) for g in panel.main),
        extras=tuple(told(g) for g in panel.extras),
        situations=shown,
    )


def free_groups(state: GameState, acts: list[Action]) -> list[Group]:
    """The things a player may also do before or after the throw, under headings."""
    groups: list[Group] = []
    for key, title, kinds, counts in FREE_GROUPS:
        chosen = unique([choice(state, a) for a in acts if a.kind in kinds])
        if chosen:
            note = (
                rules_of(state).motion_notes.get("single_tax", "")
                if key == "vote" and any(isinstance(a, Propose) and a.motion == "single_tax" for a in acts)
                else ""
            )
            groups.append(Group(key, title, chosen, note=note, counts=counts))
    if any(a.kind == "mortgage" for a in acts):
        groups.append(Group("mortgage", "Mortgage cards to the bank", (), "mortgage"))
    if any(a.kind in DEAL_KINDS for a in acts):
        groups.append(
            Group(
                "deal",
                "Trade or lend",
                (),
                "deal",
                note="Offer cards and cash to another player, or a loan on your own terms.",
            )
        )
    return groups


SETUP_PROMPT = (
    "{name}, these title cards were dealt to you. Buy any you like at the printed price; "
    "the others stay in the pack and are auctioned when someone stops on them."
)
#: The same, said to the people watching a bot decide.
SETUP_WATCHED = "{name} may buy any of the title cards just dealt, at the printed price."


def question(state: GameState, p: int, person: bool = True) -> tuple[str, str]:
    """The panel's heading and the question it puts to player ``p``; for a bot (``person`` False)
    what the people watching it read instead: the situation in the third person, without the
    question (the panel says that the bot is deciding)."""
    name = name_of(state, p)
    player = state.players[p]
    phase = state.phase
    if phase == Phase.SETUP:
        # The edition says what becomes of the cards nobody buys (auctioned in 1906, bought or
        # rented by whoever stops there in 1904).
        words = rules_of(state).prompts if person else rules_of(state).watched
        opening = words.get(Phase.SETUP, SETUP_PROMPT if person else SETUP_WATCHED)
        return f"{name}: opening purchases", opening.format(name=name, space="")
    if phase == Phase.AUCTION:
        auction = state.auction
        assert auction is not None
        space = state.board.card_name(auction.space)
        title = f"Auction: the right to build on {space}" if auction.purpose == "build" else f"Auction: {space}"
        # The engine's words: who asked for what is sold, the highest bid, and why no bid is possible.
        # "The highest bid is already yours" is said only to a person.
        limit = bid_limit(state) if person or auction.high_bidder != p else None
        ask = limit or (f"{name}, bid or pass." if person else "")
        return title, f"{auction_status(state)} {ask}".strip()
    if phase == Phase.LANDER_OPTION:
        auction = state.auction
        assert auction is not None
        winner, space = name_of(state, auction.high_bidder), state.board.card_name(auction.space)
        won = f"{winner} won {space} at {dollars(auction.high_bid)}."
        if not person:
            return "The lander's option", f"{won} {name} stopped there and may take it at that price."
        return "The lander's option", f"{won} {name}, you stopped there, so you may take it at that price."
    if phase == Phase.RAISE:
        debt = state.debt
        assert debt is not None
        owed = sum(d.amount for d in debt.dues)
        what = ", ".join(f"{dollars(d.amount)} to {account_name(state, d.creditor)} ({d.reason})" for d in debt.dues)
        total = f", {dollars(owed)} in all," if len(debt.dues) > 1 else ""
        ask = " Mortgage cards to the bank to raise the rest." if person else ""
        return f"{name} must raise cash", f"{name} owes {what}{total} and has {dollars(player.cash)}.{ask}"
    if phase == Phase.OFFER:
        offer = state.offer
        assert offer is not None
        said = sentence(f"{describe_action(state, offer.action, offer=True)}.")  # one full stop after "R. R."
        return "An offer", f"{said} {name}, do you accept?" if person else said
    if phase == Phase.VOTE:
        motion = state.motion
        assert motion is not None
        what = motion_name(state, motion.motion)
        needed = market.votes_needed(state, motion.motion)
        # What the motion changes is said under the question, with each player's worth (consequences).
        note = "" if consequence(state, Vote(p, True)) else rules_of(state).motion_notes.get(motion.motion, "") + " "
        ask = f" {name}, how do you vote?" if person else ""
        return (
            f"Vote: {what}",
            f"{name_of(state, motion.proposer)} proposes {what}. {note}"
            f"Votes for it so far: {motion.yes} of the {needed} needed.{ask}",
        )
    if phase == Phase.CHOOSE_MOVE:
        d1, d2 = state.dice
        double = " (a double)" if d1 == d2 else ""
        ask = " Choose where to go." if person else ""
        return f"{name}'s move", f"{name} threw {d1} and {d2}{double}.{ask}"
    if phase == Phase.OPPORTUNITY:
        ask = ": choose one" if person else ""
        return (
            f"{name}'s move",
            f"{name} cannot afford to move {sum(state.dice)} spaces, and takes up a Natural Opportunity instead{ask}.",
        )
    if phase in (Phase.PRE_ROLL, Phase.POST_ROLL):
        status = ""
        if player.in_jail:
            status = f"{name} is in Jail."
        elif player.in_poorhouse:
            status = f"{name} is in the Poor House."
        elif player.opportunity >= 0:
            status = f"{name} works at {state.board.opportunities[player.opportunity].name}."
        ask = "Throw the dice, or deal first." if phase == Phase.PRE_ROLL else "Anything else before ending the turn?"
        return f"{name}'s turn", f"{status} {ask}".strip() if person else status
    space = state.board.spaces[player.position].name
    rules = rules_of(state)
    text = rules.prompts.get(phase, "{name}, choose.") if person else rules.watched.get(phase, "")
    return f"{name}'s move", text.format(name=name, space=space)


# --- the editors ---------------------------------------------------------------------------------


@record
class AuctionView:
    space: int
    title: str
    minimum: int
    budget: int
    high_bid: int
    high_bidder: str
    bidders: tuple[str, ...]
    quick: tuple[int, ...]


def auction_view(state: GameState) -> AuctionView:
    """What the bidder sees: the lowest and highest bid allowed, and a few quick bids."""
    auction = state.auction
    assert auction is not None
    p = decider(state)
    low = market.minimum_bid(auction)
    high = market.bid_budget(state, auction, p)
    quick = quick_bids(low, high)
    top = name_of(state, auction.high_bidder) if auction.high_bidder >= 0 else ""
    return AuctionView(
        auction.space,
        state.board.card_name(auction.space),
        low,
        high,
        auction.high_bid,
        top,
        tuple(name_of(state, b) for b in auction.bidders),
        quick,
    )


#: Quick bids after the lowest one: the first multiple of each step at least this far above it.
QUICK_STEPS = ((5, 3), (10, 8), (25, 20), (50, 40), (100, 80))
QUICK_COUNT = 5


def quick_bids(low: int, high: int) -> tuple[int, ...]:
    """The lowest bid allowed, then round sums in widening steps (as people bid at a table); never
    "all my cash", a button too easily pressed by mistake."""
    amounts = [low] + [-(-(low + ahead) // step) * step for step, ahead in QUICK_STEPS]
    return tuple(sorted({a for a in amounts if low <= a <= high}))[:QUICK_COUNT]


def bid_problem(state: GameState, amount: int) -> str | None:
    return why_illegal(state, Bid(decider(state), amount))


@record
class CardItem:
    card: int
    label: str
    price: int


def card_item(state: GameState, card: int) -> CardItem:
    price = state.board.card_price(card)
    return CardItem(
        card, f"{state.board.card_name(card)} ({dollars(price)})" if price else state.board.card_name(card), price
    )


def mortgage_cards(state: GameState, p: int) -> list[CardItem]:
    return [card_item(state, c) for c in free_cards(state, p)]


def mortgage_quote(state: GameState, p: int, cards: list[int]) -> tuple[int, str | None]:
    """What the bank lends on ``cards`` and why it will not (None: it will)."""
    if not cards:
        return 0, "choose the cards to mortgage"
    return loan_for(state, cards), why_illegal(state, Mortgage(p, tuple(sorted(cards))))


def composed_consequence(state: GameState, action: Action | None) -> Consequence | None:
    """What an action composed in an editor (a mortgage, a trade, a loan) changes, once it is legal."""
    if action is None or why_illegal(state, action) is not None:
        return None
    return consequence(state, action)


def tradable_cards(state: GameState, player: int) -> list[CardItem]:
    """Cards a player may put in a trade: held, neither mortgaged nor pledged."""
    return [card_item(state, c) for c in state.board.cards if market.tradable(state, player, c)]


def deal_partners(state: GameState, p: int) -> list[int]:
    return [q for q in range(state.num_players) if q != p]


def loans_allowed(state: GameState) -> bool:
    return rules_of(state).player_loans


def trade_offer(
    state: GameState, p: int, to: int, give: list[int], take: list[int], give_cash: int, take_cash: int
) -> tuple[OfferTrade, str | None]:
    """The trade a player composed, and why it cannot be offered (None: it can)."""
    offer = OfferTrade(p, to, tuple(sorted(give)), tuple(sorted(take)), give_cash, take_cash)
    return offer, why_illegal(state, offer)


def loan_offer(
    state: GameState, p: int, to: int, lend: bool, principal: int, repay: int, collateral: list[int]
) -> tuple[OfferLoan, str | None]:
    """A loan on the composed terms (``lend``: p lends to ``to``), and why it cannot be offered."""
    offer = OfferLoan(p, to, p if lend else to, principal, repay, tuple(sorted(collateral)))
    return offer, why_illegal(state, offer)


def trust_choices(state: GameState) -> list[Choice]:
    return [
        replace(choice(state, a), consequence=consequence(state, a))
        for a in legal_actions(state)
        if a.kind == "propose_trust"
    ]
