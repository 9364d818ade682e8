"""``pontoon odds``: its figures depend only on the seed, and its report is complete."""

from __future__ import annotations

import gc
import json
import subprocess
import sys

import pytest

from pontoon_tui.cli import STRATEGY_NAMES, main
from pontoon_tui.rules import DEFAULT_RULES, HouseRules
from pontoon_tui.strategy import BANKER_STRATEGIES, PLAYER_STRATEGIES
from pontoon_tui.strategy.odds import OddsSpec, odds_json, odds_text, run_chunk, run_odds
from pontoon_tui.strategy.tally import Ratio, Tally


def test_the_figures_do_not_depend_on_the_number_of_workers() -> None:
    spec = OddsSpec(players=3, deals=4000, seed=9, player="ev", banker="ev")
    alone, _ = run_odds(spec, workers=1)
    shared, _ = run_odds(spec, workers=2)
    assert alone == shared
    assert alone.deals == 4000
    assert alone.sessions == 500
    other, _ = run_odds(OddsSpec(players=3, deals=4000, seed=10), workers=1)
    assert other != alone
    # A long run hands the workers its chunks in batches: the figures are the same.
    many = OddsSpec(players=2, deals=40_000, seed=9, player="baseline", banker="baseline",
                    session_deals=1)  # fmt: skip
    assert len(many.chunks()) == 160
    assert run_odds(many, workers=1)[0] == run_odds(many, workers=2)[0]


def test_progress_counts_every_deal() -> None:
    seen: list[int] = []
    tally, _ = run_odds(OddsSpec(players=5, deals=2400, seed=1), workers=1, progress=seen.append)
    assert sum(seen) == tally.deals == 2400


def test_report_figures_are_consistent() -> None:
    spec = OddsSpec(players=4, deals=3000, seed=5, player="baseline", banker="baseline")
    tally, seconds = run_odds(spec)
    report = odds_json(spec, tally, seconds, 1)
    edge = report["banker_edge"]
    low, high = edge["ci95"]
    assert low < edge["estimate"] < high
    assert len(report["seats"]) == 3
    # Balances sum to zero: the banker's take is what the seats lose, stake for stake.
    stakes = [ratio.y for ratio in tally.seats]
    seat_total = sum(s["estimate"] * y for s, y in zip(report["seats"], stakes, strict=True))
    assert edge["estimate"] * sum(stakes) == pytest.approx(-seat_total)
    # Baseline players stake 1 and never split: one hand per seat per deal.
    assert report["counts"]["player_hands"] == 3 * 3000
    assert report["frequencies"]["split_per_hand"] == 0.0
    # ... and never buys: everything staked is the original stakes.
    assert report["banker_edge_per_unit_staked_in_all"] == edge
    assert report["seats_per_unit_staked_in_all"] == report["seats"]
    assert 0.0 < report["frequencies"]["player_bust_per_hand"] < 1.0


def test_odds_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["odds", "--players", "3", "--deals", "800", "--seed", "2", "--workers", "1"]
    assert main([*argv, "--json", "--player-strategy", "baseline"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["format"] == "pontoon-odds/1"
    assert report["deals"] == 800
    assert report["seed"] == 2
    assert report["player_strategy"] == "baseline"
    assert report["banker_strategy"] == "ev"
    assert report["deals_per_second"] > 0
    assert main(argv) == 0
    text = capsys.readouterr().out
    assert "banker's edge" in text
    assert "player seat 2" in text
    assert "everything staked" in text
    assert "deals per second" in text


@pytest.mark.parametrize(
    "bad",
    [["--players", "9"], ["--players", "1"], ["--deals", "0"], ["--player-strategy", "x"]],
)
def test_odds_command_refuses_bad_arguments(bad: list[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["odds", *bad])
    assert stop.value.code == 2


def test_the_command_offers_every_strategy_and_replay_does_not_load_them() -> None:
    assert set(STRATEGY_NAMES) == set(PLAYER_STRATEGIES) == set(BANKER_STRATEGIES)
    probe = (
        "import sys; from pontoon_tui.cli import build_parser; build_parser(); "
        "print(any(m.startswith(('pontoon_tui.strategy', 'textual', 'rich')) "
        "for m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "False"


def test_a_single_session_reports_no_interval(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "--deals", "3", "--seed", "1", "--workers", "1", "--json"]) == 0
    out = capsys.readouterr().out
    assert "Infinity" not in out and "NaN" not in out
    report = json.loads(out)
    assert report["deals"] == 8
    assert report["banker_edge"]["ci95"] is None
    assert report["banker_edge_per_unit_staked_in_all"]["ci95"] is None
    assert main(["odds", "--deals", "3", "--seed", "1", "--workers", "1"]) == 0
    assert "no interval" in capsys.readouterr().out


def test_buying_players_stake_more_in_all_than_originally() -> None:
    spec = OddsSpec(players=4, deals=2000, seed=8, player="ev", banker="ev")
    tally, _ = run_odds(spec)
    assert tally.banker_all.x == tally.banker.x
    assert tally.banker_all.y > tally.banker.y
    # Each seat's stakes in all add up to the bank's, and exceed its original stakes.
    assert sum(ratio.y for ratio in tally.seats_all) == tally.banker_all.y
    assert all(a.y > o.y and a.x == o.x for a, o in zip(tally.seats_all, tally.seats, strict=True))


def test_a_run_stops_at_the_precision_asked_whatever_the_workers() -> None:
    spec = OddsSpec(players=3, deals=400_000, seed=4, player="baseline", precision=0.006)
    alone, _ = run_odds(spec, workers=1)
    shared, _ = run_odds(spec, workers=2)
    assert alone == shared
    _, half = alone.banker_all.estimate()
    assert half <= 0.006
    # It stopped at the first chunk that reached the precision, well short of the most.
    assert alone.sessions < spec.sessions
    one_less = OddsSpec(players=3, deals=(alone.sessions - 250) * 8, seed=4, player="baseline")
    shorter, _ = run_odds(one_less, workers=1)
    assert shorter.banker_all.estimate()[1] > 0.006
    report = odds_json(spec, alone, 1.0, 2)
    assert report["stopped_at_precision"] is True
    assert report["precision"] == 0.006


def test_a_run_that_cannot_reach_the_precision_plays_every_deal() -> None:
    spec = OddsSpec(players=3, deals=2000, seed=4, precision=0.0001)
    tally, _ = run_odds(spec, workers=1)
    assert tally.deals == 2000
    report = odds_json(spec, tally, 1.0, 1)
    assert report["stopped_at_precision"] is False
    assert "Not yet known to ±0.01 points: every deal allowed (--deals) was played." in (
        odds_text(report)
    )


@pytest.mark.parametrize("bad", ["0", "-1", "abc", "101", "nan"])
def test_a_bad_precision_is_refused(bad: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["odds", "--precision", bad])
    assert stop.value.code == 2
    assert "--precision" in capsys.readouterr().err


def test_a_report_names_the_house_rules_it_played() -> None:
    spec = OddsSpec(players=3, deals=800, seed=3, player="baseline", banker="baseline")
    house = OddsSpec(
        players=3, deals=800, seed=3, player="baseline", banker="baseline",
        rules=HouseRules(banker_doubles=True, shuffle="every-deal"),
    )  # fmt: skip
    plain, doubled = run_odds(spec)[0], run_odds(house)[0]
    report = odds_json(house, doubled, 1.0, 1)
    assert report["rules"] == {**DEFAULT_RULES.to_json(), "banker_doubles": True,
                               "shuffle": "every-deal"}  # fmt: skip
    assert odds_json(spec, plain, 1.0, 1)["rules"] == DEFAULT_RULES.to_json()
    # The baseline banker doubles on an ace or a ten-value first card: 5 ranks of 13.
    assert 0.3 < report["frequencies"]["doubled_deal_per_deal"] < 0.47
    assert plain.doubled_deals == 0 and doubled.doubled_deals == report["counts"]["doubled_deals"]
    text = odds_text(report)
    assert "house rules: H7 banker_doubles=true, H8 shuffle=every-deal" in text
    assert "house rules: the standard rules (no house rule changed)" in odds_text(
        odds_json(spec, plain, 1.0, 1)
    )


def test_sessions_closed_from_their_sums_count_as_sessions_closed_deal_by_deal() -> None:
    # The simulation keeps each session's sums for each seat itself and closes all its
    # sessions with them at once; sessions counted deal by deal must give the same
    # figures, the banker's included.
    sessions = [
        [([1, 5, 2], [-1, 10, -2], [1, 10, 4]), ([5, 1, 1], [5, -1, 0], [15, 1, 1])],
        [([2, 2, 3], [4, -2, -3], [2, 2, 3])],
    ]
    by_deal, by_sums = Tally(), Tally()
    for deals in sessions:
        by_deal.begin_session(4)
        for stakes, nets, staked in deals:
            by_deal.end_deal(stakes, nets, staked)
        by_deal.end_session()
    sums = [
        [[sum(column) for column in zip(*part, strict=True)] for part in zip(*deals, strict=True)]
        for deals in sessions
    ]
    stakes, nets, staked = ([session[k] for session in sums] for k in range(3))
    by_sums.close_sessions(4, 3, nets, stakes, staked)
    assert by_deal.banker == by_sums.banker == Ratio(2, -10, 22, 122, 274, -158)
    assert by_deal.banker_all == by_sums.banker_all == Ratio(2, -10, 39, 122, 1073, -345)
    assert (by_deal.sessions, by_deal.deals) == (by_sums.sessions, by_sums.deals) == (2, 3)
    assert by_deal.seats == by_sums.seats and by_deal.seats_all == by_sums.seats_all
    assert by_sums.seats[1] == Ratio(2, 7, 8, 85, 40, 50)


def test_sessions_sums_that_do_not_fit_are_refused_and_count_nothing() -> None:
    tally = Tally()
    with pytest.raises(ValueError, match="2 seats' sums at a table of 3 players"):
        tally.close_sessions(4, 1, [[1, 2]], [[1, 1]], [[1, 1]])
    assert tally.sessions == tally.deals == 0 and not tally.seats
    with pytest.raises(ValueError, match="each seat's nets, stakes and all staked"):
        tally.close_sessions(3, 2, [[1, 2], [3, 4]], [[1, 1]], [[1, 1]])
    tally.close_sessions(3, 1, [[1, -2]], [[1, 2]], [[1, 3]])
    with pytest.raises(ValueError, match="a tally of 2 seats given 3 seats' sums"):
        tally.close_sessions(4, 1, [[1, 2, 3]], [[1, 1, 1]], [[1, 1, 1]])
    assert (tally.sessions, tally.deals, tally.banker) == (1, 1, Ratio(1, 1, 3, 1, 9, 3))


@pytest.mark.parametrize("enabled", [True, False])
def test_a_chunk_freezes_what_it_learnt_and_leaves_the_collector_as_it_was(
    enabled: bool,
) -> None:
    # What the strategies learn is kept out of the collector's sight before it resumes,
    # and the collector is left on or off as it was found.
    was = gc.isenabled()
    try:
        (gc.enable if enabled else gc.disable)()
        before = gc.get_freeze_count()
        spec = OddsSpec(players=3, deals=400, seed=12, rules=HouseRules(second_card="up"))
        tally = run_chunk(spec.chunks()[0])
        assert tally.deals == 400
        assert gc.isenabled() is enabled
        assert gc.get_freeze_count() > before
    finally:
        (gc.enable if was else gc.disable)()
