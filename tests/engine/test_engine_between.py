"""Between deals: the bank, the pack, and a pack that runs out: R21-R23, and H10."""

from __future__ import annotations

from helpers.engine_support import (
    NAMES,
    cut_for,
    hand_cards,
    next_json,
    play,
    refused,
    stacked_pack,
    table,
)

from pontoon_tui.engine.cards import ONE_PACK
from pontoon_tui.engine.events import Buy, Event, Pack, Split, Stake, Stick, Twist
from pontoon_tui.engine.result import result_json
from pontoon_tui.engine.said import lines
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import dump_session, parse_session_text
from pontoon_tui.rules import HouseRules

ABC = ("Ann", "Bob", "Cat")


# ----- R21 the bank ------------------------------------------------------------------


def test_r21_a_players_unsplit_pontoon_takes_the_bank() -> None:
    # Bob A K; Cat 9 9 sticks on 18; banker Ann 10 8 sticks on 18.
    session = table(ABC, "Ann", ["AS", "9C", "10D", "KS", "9D", "8D"])
    play(session, Stake("Bob", 2), Stake("Cat", 1), Stick("Cat"), Stick("Ann"))
    result = result_json(session)
    assert result["banker"] == "Bob"
    assert result["deals"][0]["banker"] == "Ann"
    assert result["next"] == {"type": "pack", "size": 52}
    play(session, Pack(ONE_PACK))
    # Bob banks deal 2: Cat, on his left, now stakes first and Ann second.
    assert result_json(session)["deals"][1]["banker"] == "Bob"
    assert next_json(session) == {"type": "stake", "player": "Cat", "min": 1, "max": 5}
    assert hand_cards(session) == [("Cat", ["AS"]), ("Ann", ["2S"]), ("Bob", ["3S"])]


def test_r21_with_several_pontoons_the_first_in_playing_order_takes_the_bank() -> None:
    players = ("Ann", "Bob", "Cat", "Dan")
    # Cat banks, so the order is Dan, Ann, Bob. Dan A K and Ann A Q are both Pontoons;
    # Dan, nearest clockwise from the banker, takes the bank although Ann sits first.
    top = ["AS", "AH", "10S", "10D", "KS", "QH", "9S", "8D"]
    session = table(players, "Cat", top, deals=1)
    play(session, Stake("Dan", 1), Stake("Ann", 1), Stake("Bob", 1), Stick("Bob"), Stick("Cat"))
    result = result_json(session)
    assert result["finished"] is True
    # Once the session is over, "banker" is the one R21 gives after the last deal.
    assert result["banker"] == "Dan"
    # A Pontoon in the last counted deal asks for no pack: the session is over.
    assert result["next"] is None
    assert result["balances"] == {"Ann": 2, "Bob": 1, "Cat": -5, "Dan": 2}


def test_r21_a_split_pontoon_earlier_in_order_does_not_stop_a_later_unsplit_one() -> None:
    # Bob A A splits into two split Pontoons (K, Q); Cat's A J is an unsplit Pontoon.
    # Banker Ann 10 9 sticks. Cat, not Bob, takes the bank.
    top = ["AS", "AD", "10C", "AH", "JD", "9C", "KS", "QH"]
    session = table(ABC, "Ann", top)
    play(session, Stake("Bob", 1), Stake("Cat", 3), Split("Bob"))
    nxt = next_json(session)
    assert nxt is not None
    assert nxt["type"] == "bank"
    play(session, Stick("Ann"))
    result = result_json(session)
    assert [h["net"] for h in result["deals"][0]["hands"]] == [2, 2, 6]
    assert result["banker"] == "Cat"
    play(session, Pack(ONE_PACK))
    assert next_json(session) == {"type": "stake", "player": "Ann", "min": 1, "max": 5}


def test_r21_without_a_pontoon_the_banker_keeps_the_bank() -> None:
    session = table(ABC, "Bob", ["10S", "10H", "10D", "9S", "9H", "8D"])
    play(session, Stake("Cat", 1), Stake("Ann", 1), Stick("Cat"), Stick("Ann"), Stick("Bob"))
    assert result_json(session)["banker"] == "Bob"
    assert result_json(session)["deals"][1]["banker"] == "Bob"


# ----- R22 the pack ------------------------------------------------------------------


def test_r22_after_a_pontoon_the_pack_is_gathered_and_a_new_one_is_needed() -> None:
    session = table(ABC, "Ann", ["AS", "9C", "10D", "KS", "9D", "8D"])
    play(session, Stake("Bob", 2), Stake("Cat", 1), Stick("Cat"))
    refused(session, Pack(ONE_PACK), "a deal is in progress")
    play(session, Stick("Ann"))
    assert session.current_deal is None
    assert next_json(session) == {"type": "pack", "size": 52}
    refused(session, Stake("Cat", 1), "must first shuffle the pack")
    shuffled = stacked_pack(["QC", "JD", "4H"], 3)
    play(session, Pack(shuffled))
    assert hand_cards(session) == [("Cat", ["QC"]), ("Ann", ["JD"]), ("Bob", ["4H"])]


def _quick_move(session: Session) -> Event:
    """Stake 1; a player sticks as soon as allowed, else twists; the banker sticks."""
    nxt = session.next()
    assert nxt is not None
    assert nxt.player is not None
    if nxt.type == "stake":
        return Stake(nxt.player, 1)
    if nxt.type == "play" and "stick" not in nxt.moves:
        return Twist(nxt.player)
    return Stick(nxt.player)


def test_r22_without_a_pontoon_used_cards_go_under_the_pack_in_order() -> None:
    players = ("Ann", "Bob", "Cat", "Dan")
    # Order Bob, Cat, Dan, banker Ann. Bob 8 8 splits: 7S to the first hand, 5S to the
    # second. Hand 1 (15) twists 9S and busts first; hand 2 (13) twists 2S and sticks.
    # Cat 10 4 twists JH and busts second. Dan 9 9 sticks. Ann A A twists A, A: 14.
    top = ["8S", "10H", "9D", "AC", "8H", "4H", "9H", "AD"]
    top += ["7S", "5S", "9S", "2S", "JH", "AH", "AS"]
    pack = stacked_pack(top, 4)
    remaining = list(pack[len(top) :])
    under = ["8S", "7S", "9S"]  # Bob's first hand, when it bust, in the order received
    under += ["10H", "4H", "JH"]  # Cat's hand, when it bust
    under += ["8H", "5S", "2S"]  # then the remaining hands in playing order: Bob's second
    under += ["9D", "9H"]  # Dan's
    under += ["AC", "AD", "AH", "AS"]  # and the banker's last
    session = table(players, "Ann", top, deals=99)
    play(session, Stake("Bob", 1), Stake("Cat", 1), Stake("Dan", 1), Split("Bob"))
    play(session, Twist("Bob"), Twist("Bob"), Stick("Bob"), Twist("Cat"), Stick("Dan"))
    play(session, Twist("Ann"), Twist("Ann"))
    deal = session.current_deal
    assert deal is not None
    assert deal.under == under[:6]  # only the busts so far
    drawn = play(session, Stick("Ann"))
    first = result_json(session)["deals"][0]
    assert first["pontoon"] is False
    assert first["transfers"] == {"Ann": 0, "Bob": 0, "Cat": -1, "Dan": 1}
    # Deal 2 began at once from the unshuffled pack: the rest of it, then the used cards.
    assert drawn == remaining[:4]
    assert list(session.pack) == remaining[4:] + under
    # Play on until every one of those cards has been dealt, and check the order.
    # No aces are left above the used cards, so no Pontoon interrupts the deals.
    while len(drawn) < len(remaining) + len(under):
        nxt = session.next()
        assert nxt is not None
        assert nxt.type != "pack"
        drawn += play(session, _quick_move(session))
    assert drawn[: len(remaining) + len(under)] == remaining + under


# ----- R23 too few cards -------------------------------------------------------------

SEVEN = NAMES[:7]  # Ann Bob Cat Dan Eve Fay Gus; Ann banks, Bob plays first
_STAKES = [1, 2, 3, 4, 5, 1]


def _stakes() -> list[Event]:
    return [Stake(p, n) for p, n in zip(SEVEN[1:], _STAKES, strict=True)]


# Deal 1: the banker Ann's A K is a Pontoon.
_DEAL1 = ["2C", "3C", "4C", "5C", "6C", "7C", "AS", "2D", "3D", "4D", "5D", "6D", "7D", "KS"]
# Deal 2 uses all 52 cards. Bob, Cat, Dan and Eve each split to four hands of tens,
# Jacks, Queens, Kings; Fay and Gus hold A A; the banker 2 2.
_FIRST = ["10S", "JS", "QS", "KS", "AS", "AH", "2S"]
_SECOND = ["10H", "JH", "QH", "KH", "AD", "AC", "2H"]
# Bob's hands become 10S 3H, 10C 9H, 10D 9S, 10H 3S; each twists to 22.
_BOB = ["10D", "3S", "10C", "9S", "3H", "9H", "9D", "3D", "3C", "9C"]
# Cat: JS 4H, JC 8H, JD 8S, JH 4S; each twists to 22.
_CAT = ["JD", "4S", "JC", "8S", "4H", "8H", "8D", "4D", "4C", "8C"]
# Dan: QS 5H, QC 7H, QD 7S, QH 5S; each twists to 22.
_DAN = ["QD", "5S", "QC", "7S", "5H", "7H", "7D", "5D", "5C", "7C"]
# Eve: KS 6D, KC 6C, KD 2C, KH 2D; the first two twist to 22, and then the pack is empty
# although 44 cards lie under it: they are out of play until the deal ends.
_EVE = ["KD", "2D", "KC", "2C", "6D", "6C", "6S", "6H"]
_DEAL2 = _FIRST + _SECOND + _BOB + _CAT + _DAN + _EVE
_DEAL2_MOVES: list[Event] = [
    *(move for p in ("Bob", "Cat", "Dan") for move in [Split(p)] * 3 + [Twist(p)] * 4),
    *[Split("Eve")] * 3,
    *[Twist("Eve")] * 2,
]


def test_r23_the_stacked_deal_uses_every_card() -> None:
    assert sorted(_DEAL2) == sorted(ONE_PACK)


def test_r23_a_deal_that_runs_out_of_cards_is_cancelled_and_dealt_again() -> None:
    # Deal 1: the banker's Pontoon takes double every stake: 2 * (1+2+3+4+5+1) = 32.
    session = table(SEVEN, "Ann", _DEAL1)
    play(session, *_stakes())
    after_deal1 = dict(session.balances)
    assert after_deal1 == dict(zip(SEVEN, [32, -2, -4, -6, -8, -10, -2], strict=True))
    play(session, Pack(tuple(_DEAL2)), *_stakes(), *_DEAL2_MOVES)
    assert not session.pack  # every card is out
    # 14 busts have paid the banker: 4*1 + 4*2 + 4*3 + 2*4 = 32.
    assert session.balances["Ann"] == 32 + 32
    assert next_json(session) == {
        "type": "play",
        "player": "Eve",
        "hand": 3,
        "moves": ["buy", "twist"],
        "buy_min": 4,
        "buy_max": 8,
    }
    play(session, Twist("Eve"))
    result = result_json(session)
    cancelled = result["deals"][1]
    assert (cancelled["number"], cancelled["banker"], cancelled["cancelled"]) == (2, "Ann", True)
    assert cancelled["transfers"] == dict.fromkeys(SEVEN, 0)
    # Every transfer reversed, the deal not counted, the same banker, a fresh pack needed.
    assert result["balances"] == after_deal1
    assert result["deals_played"] == 1
    assert result["banker"] == "Ann"
    assert result["next"] == {"type": "pack", "size": 52}
    refused(session, Twist("Eve"), "must first shuffle the pack")
    play(session, Pack(ONE_PACK))
    again = result_json(session)["deals"][2]
    assert (again["number"], again["banker"], again["cancelled"]) == (2, "Ann", False)
    assert next_json(session) == {"type": "stake", "player": "Bob", "min": 1, "max": 5}


def test_r23_a_purchase_that_finds_no_card_also_cancels() -> None:
    session = table(SEVEN, "Ann", _DEAL1)
    play(session, *_stakes())
    before = dict(session.balances)
    play(session, Pack(tuple(_DEAL2)), *_stakes(), *_DEAL2_MOVES)
    assert not session.pack
    # Eve's third hand (K 2, stake 4) buys instead of twisting: no card, so no deal.
    play(session, Buy("Eve", 8))
    result = result_json(session)
    assert result["deals"][1]["cancelled"] is True
    assert result["balances"] == before
    assert result["deals_played"] == 1


# ----- H10 the bank passes round -----------------------------------------------------


def _plain_top(session: Session, pontoon_for: str | None = None) -> list[str]:
    """A pack top for the next deal in which every hand is 10 and 7 (17), no Pontoon,
    except ``pontoon_for`` (a player or the banker), who is dealt A K."""
    deal_order = [*_order(session), session.banker]
    first = {p: "10" + suit for p, suit in zip(deal_order, "SHDC", strict=False)}
    second = {p: "7" + suit for p, suit in zip(deal_order, "SHDC", strict=False)}
    if pontoon_for is not None:
        first[pontoon_for], second[pontoon_for] = "AS", "KS"
    return [first[p] for p in deal_order] + [second[p] for p in deal_order]


def _order(session: Session) -> list[str]:
    banker = session.banker
    assert banker is not None
    at = session.players.index(banker)
    return list(session.players[at + 1 :] + session.players[:at])


def _play_deal(session: Session, pontoon_for: str | None = None) -> None:
    """Shuffle (every deal, H8), everyone stakes 1 and stands on 17 or shows Pontoon."""
    top = _plain_top(session, pontoon_for)
    session.apply(Pack(stacked_pack(top, len(session.players))))
    players = _order(session)
    play(session, *(Stake(p, 1) for p in players))
    if pontoon_for == session.banker:
        return  # R9: settled at once
    play(session, *(Stick(p) for p in players if p != pontoon_for), Stick(session.banker))


def _bankers(session: Session) -> list[str]:
    return [deal["banker"] for deal in result_json(session)["deals"]]


def _rotating(players: tuple[str, ...], every: int, deals: int) -> Session:
    rules = HouseRules(bank_rotates=every, shuffle="every-deal")
    session = Session(players, deals, rules)
    session.apply(cut_for(players, players[0]))
    return session


def test_h10_the_bank_passes_to_the_left_after_so_many_deals() -> None:
    session = _rotating(ABC, 2, 6)
    for _ in range(6):
        _play_deal(session)
    assert _bankers(session) == ["Ann", "Ann", "Bob", "Bob", "Cat", "Cat"]
    # The bank passes after the last deal too: the result names who would bank next.
    assert result_json(session)["banker"] == "Ann"
    said = lines(session.deals[1].messages)
    assert said[-1] == "After 2 deals with one banker the bank passes round to Bob."
    assert lines(session.deals[-1].messages)[-1] == (
        "After 2 deals with one banker the bank would pass round to Ann."
    )


def test_h10_zero_is_the_rulebook_one_banker_all_night() -> None:
    session = _rotating(ABC, 0, 4)
    for _ in range(4):
        _play_deal(session)
    assert _bankers(session) == ["Ann"] * 4


def test_h10_a_players_pontoon_takes_the_bank_first_and_the_count_starts_again() -> None:
    session = _rotating(ABC, 2, 5)
    _play_deal(session)  # Ann has banked 1
    _play_deal(session, pontoon_for="Cat")  # R21: Cat takes it, whatever the count
    _play_deal(session)  # Cat has banked 1
    _play_deal(session)  # Cat has banked 2: it passes to Ann, on Cat's left
    _play_deal(session)
    assert _bankers(session) == ["Ann", "Ann", "Cat", "Cat", "Ann"]
    assert result_json(session)["banker"] == "Ann"  # Ann has banked 1 of 2


def test_h10_the_bankers_own_pontoon_keeps_the_bank_and_the_count_goes_on() -> None:
    session = _rotating(ABC, 2, 3)
    _play_deal(session, pontoon_for="Ann")  # Ann keeps the bank: 1 banked
    _play_deal(session)  # 2 banked: it passes
    _play_deal(session)
    assert _bankers(session) == ["Ann", "Ann", "Bob"]


def test_h10_every_deal_passes_the_bank_each_time() -> None:
    session = _rotating(NAMES[:4], 1, 5)
    for _ in range(5):
        _play_deal(session)
    assert _bankers(session) == ["Ann", "Bob", "Cat", "Dan", "Ann"]
    assert result_json(session)["banker"] == "Bob"


def test_h10_a_cancelled_deal_does_not_count() -> None:
    session = table(SEVEN, "Ann", _DEAL1, rules=HouseRules(bank_rotates=2))
    play(session, *_stakes())  # deal 1: the banker's Pontoon; Ann has banked 1
    play(session, Pack(tuple(_DEAL2)), *_stakes(), *_DEAL2_MOVES, Twist("Eve"))
    assert result_json(session)["deals"][1]["cancelled"] is True
    assert result_json(session)["banker"] == "Ann"  # the cancelled deal banked nothing
    # Deal 2 again: everyone holds a ten and a nine or an eight and stands.
    tens = [c for c in ONE_PACK if c[:-1] in ("10", "J", "Q", "K")]
    top = [*tens[:7], "9S", "9H", "9D", "9C", "8S", "8H", "8D"]
    play(session, Pack(stacked_pack(top, 7)), *_stakes())
    play(session, *(Stick(p) for p in SEVEN[1:]), Stick("Ann"))
    result = result_json(session)
    # Two counted deals banked: it passes, and deal 3 begins at once (no Pontoon, no
    # shuffle) with Bob banking.
    assert [d["banker"] for d in result["deals"]] == ["Ann", "Ann", "Ann", "Bob"]
    assert (result["deals_played"], result["banker"]) == (2, "Bob")


def test_h10_a_replayed_file_passes_the_bank_the_same_way() -> None:
    session = _rotating(ABC, 3, 4)
    for _ in range(4):
        _play_deal(session)
    again = parse_session_text(dump_session(session))
    assert result_json(again) == result_json(session)
    assert result_json(again)["rules"]["bank_rotates"] == 3
    assert _bankers(again) == ["Ann", "Ann", "Ann", "Bob"]
