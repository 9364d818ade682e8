"""The rules in force, in a player's words, for the help screen.

Every number and every choice comes from :mod:`pontoon_tui.rules`: a table that plays
house rules reads its own rules here, not the standard ones.
"""

from __future__ import annotations

from pontoon_tui import rules as r
from pontoon_tui.engine.names import MAX_PLAYERS, MIN_PLAYERS
from pontoon_tui.rules import HouseRules
from pontoon_tui.rules.words import house_rules_line as house_rules_line
from pontoon_tui.rules.words import house_rules_words

TIMES = {1: "single", 2: "double", 3: "treble"}
"""A payment of so many stakes, in words."""


def times(stakes: int) -> str:
    """``double`` for two stakes, and so on."""
    return TIMES.get(stakes, f"{stakes} times")


def _split_item(house: HouseRules) -> str | None:
    if house.split == "none":
        return None
    pair = "two aces" if house.split == "aces" else "two cards of the same rank"
    hands = r.NUMBER_WORDS[house.max_hands]
    return f"[b]split[/b] {pair} into two hands (adding an equal stake), up to {hands} hands;"


def _buy_item(house: HouseRules) -> str:
    fifth = "" if house.buy_fifth else " never a fifth card;"
    return (
        "[b]buy[/b] a face-down card, adding to the stake: the first purchase adds 1 to 2 "
        "times the stake, later ones at least the stake and no more than the purchase "
        f"before; not after a twist;{fifth}"
    )


def _deal(house: HouseRules) -> str:
    low, high = r.STAKE_MIN, r.STAKE_MAX
    pays = times(house.banker_pontoon)
    pays = "the stake" if pays == "single" else f"{pays} the stake"
    double = (
        " The banker then looks at their own first card and may double the deal: a result "
        "that pays one stake pays two, won or lost; one that pays two or three stakes "
        "already (a Pontoon, a five-card trick) stays so."
        if r.banker_chooses_double(house)
        else ""
    )
    second = (
        "A second card follows, face up for all to see (a card dealt onto a split hand "
        "and a bought card stay face down)."
        if r.second_card_face_up(house)
        else "A second card follows."
    )
    return (
        "[b]A deal.[/b] Everyone gets one face-down card; the players look at theirs, the "
        "banker does not. Each player stakes "
        f"{low} to {high} units.{double} {second} If the banker holds a Pontoon, it is shown "
        f"at once and every player pays {pays}. Otherwise each player in turn, from the "
        "banker's left, may:"
    )


def _banker(house: HouseRules) -> str:
    pontoon = times(house.pontoon_pays)
    if pontoon == "double":
        special = "Pontoons and five-card tricks double"
        otherwise = "Pontoons and five-card tricks win double"
    else:
        special = f"Pontoons win {pontoon}, five-card tricks double"
        otherwise = f"Pontoons win {pontoon}, five-card tricks double"
    five = r.NUMBER_WORDS[r.FIVE_CARDS]
    return (
        "[b]The banker[/b] turns both cards over and twists or sticks at any total (the hand "
        f"stops at {five} cards or bust). Banker bust: ordinary hands win their stake, "
        f"{special}. Banker's five-card trick: only a Pontoon wins ({pontoon}); every other "
        f"hand pays double. Otherwise {otherwise}, and a hand wins its stake only when its "
        "total beats the banker's; equal totals go to the banker."
    )


def _bank(house: HouseRules) -> str:
    every = house.bank_rotates
    passes = (
        ""
        if every == 0
        else " Otherwise a banker who has banked "
        + ("one deal" if every == 1 else f"{r.NUMBER_WORDS[every]} deals in a row")
        + " hands the bank to the player on their left."
    )
    return (
        "[b]The bank.[/b] Everyone cuts a card; the highest (ace high) banks. Tied players cut "
        "again. The bank passes to the first player who makes an unsplit Pontoon; a banker's "
        f"own Pontoon keeps it.{passes}"
    )


def _pack(house: HouseRules) -> str:
    when = (
        "before every deal"
        if r.shuffle_before_next(False, house)
        else "again after any deal with a Pontoon"
    )
    seats = range(MIN_PLAYERS, MAX_PLAYERS + 1)
    one = r.pack_size(MIN_PLAYERS)
    two = next(n for n in seats if r.pack_copies(n) == 2)  # R1: eight players
    return (
        f"[b]The pack[/b] is one pack of {one} cards; a table of {two} uses two "
        f"packs shuffled together ({r.pack_size(two)} cards), so the same card can show "
        f"twice in a deal. It is shuffled {when}. If it runs out in the middle of a deal, "
        "the deal is cancelled, every payment reversed, and dealt again."
    )


def session_paragraph(deals: int | None, house: HouseRules) -> str:
    """How long the session runs (``deals`` counted deals; None: as setup chooses) and
    which house rules it plays, for the help screen."""
    from pontoon_tui.engine.names import DEFAULT_DEALS

    if deals is None:
        length = f"runs the number of deals chosen in setup ({DEFAULT_DEALS} unless changed)"
    else:
        length = f"runs {deals} deal{'s' if deals != 1 else ''}"
    words = house_rules_words(house)
    played = (
        f"under these house rules: {', '.join(words)}"
        if words
        else "under the standard rules (no house rules)"
    )
    return (
        f"[b]The session[/b] {length}, {played}. Balances start at 0 and may go negative; "
        "the highest balance wins, and equal highest balances share the win."
    )


def rules_paragraphs(house: HouseRules) -> tuple[str | tuple[str, ...], ...]:
    """The rules in brief, a paragraph a string and the moves as a list."""
    moves = tuple(
        item
        for item in (
            _split_item(house),
            _buy_item(house),
            "[b]twist[/b] a face-up card for nothing;",
            f"[b]stick[/b] on {r.stick_min(house)} or more.",
        )
        if item is not None
    )
    top, five = r.TWENTY_ONE, r.NUMBER_WORDS[r.FIVE_CARDS]
    return (
        f"[b]The aim.[/b] Beat the banker's hand without going over {top}. Aces count 1 or "
        "11; 10, J, Q and K count 10; other cards their face value.",
        "[b]Best hands,[/b] best first: a [b]Pontoon[/b] (an ace and a ten-value card, two "
        f"cards only); a [b]five-card trick[/b] ({five} cards totalling {top} or less); "
        f"{top}; then {top - 1}, {top - 2}, and so on. Over {top} is [b]bust[/b]. Suits "
        "never break a tie.",
        _bank(house),
        _deal(house),
        moves,
        f"A hand stops by itself on {top}, on {five} cards, or when it busts; a bust hand "
        "pays its stake to the banker at once.",
        _banker(house),
        _pack(house),
    )
