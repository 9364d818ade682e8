"""The resume list names the deal the table comes back to."""

from __future__ import annotations

from helpers.app_stack import play, stacked_session

from pontoon_tui.app.screens.resume import standing
from pontoon_tui.engine.events import Stake, Stick
from pontoon_tui.engine.views import table_view

# Bob 10♠ 9♥ (19) and Cat 10♥ 7♣ (17) stick; the banker Ann 10♦ 9♦ sticks on 19.
TIE = ["10S", "10H", "10D", "9H", "7C", "9D"]


def test_the_resume_list_names_the_deal_the_table_comes_back_to() -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TIE, deals=30)
    assert standing(table_view(session, None)) == "deal 1 of 30 in play"
    play(session, Stake("Bob", 2), Stake("Cat", 3), Stick("Bob"), Stick("Cat"), Stick("Ann"))
    assert session.deal is not None and session.deal.number == 2  # begun at once
    # its ledger shows on resuming
    assert standing(table_view(session, None)) == "deal 1 of 30 settled"
    finished = stacked_session(["Ann", "Bob", "Cat"], "Ann", TIE, deals=1)
    play(finished, Stake("Bob", 2), Stake("Cat", 3), Stick("Bob"), Stick("Cat"), Stick("Ann"))
    assert standing(table_view(finished, None)) == "deal 1 of 1 settled, the last"
