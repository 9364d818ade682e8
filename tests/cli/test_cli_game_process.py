"""The ``pontoon`` command sets up its process for the game (benchmarks/README.md says
what each part saves): no garbage collection while the game and Textual load, what
loading made set aside (``gc.freeze``) before the collector is switched on again, and a
switch interval of :data:`~pontoon_tui.cli.SWITCH_INTERVAL` while the game runs, Python's
own restored when it ends. The app itself leaves the process as it finds it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

RUN_THE_COMMAND = """
import gc, importlib.abc, importlib.util, json, sys

seen = {}


class Watch(importlib.abc.MetaPathFinder):
    # Notes the collector as the game's modules load, and stands in for the game.
    def find_spec(self, name, path, target=None):
        if name != "pontoon_tui.launch":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        load = spec.loader.exec_module

        def exec_module(module):
            seen["collecting while loading"] = gc.isenabled()
            load(module)

            def run_game(**_):
                seen["collecting in the game"] = gc.isenabled()
                seen["frozen"] = gc.get_freeze_count() > 0
                seen["switch interval in the game"] = sys.getswitchinterval()
                return 0

            module.run_game = run_game

        spec.loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, Watch())
before = sys.getswitchinterval()
from pontoon_tui import cli

status = cli.main(["--seed", "1", "--save-dir", sys.argv[1]])
seen["status"] = status
seen["collecting after"] = gc.isenabled()
seen["switch interval restored"] = sys.getswitchinterval() == before
print(json.dumps(seen))
"""

RUN_THE_APP = """
import gc, json, sys
from pathlib import Path

from pontoon_tui.launch import make_app

before = (gc.isenabled(), gc.get_freeze_count(), sys.getswitchinterval())
seen = {}


async def shown(pilot):
    await pilot.pause()
    seen["while running"] = [gc.isenabled(), gc.get_freeze_count(), sys.getswitchinterval()]
    pilot.app.exit()


make_app(seed=1, save_dir=Path(sys.argv[1])).run(
    headless=True, size=(100, 30), auto_pilot=shown
)
seen["before"] = list(before)
print(json.dumps(seen))
"""


def run(script: str, tmp_path: Path) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "saves")],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    found: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return found


def test_the_command_loads_the_game_without_collections_and_runs_it_frozen(
    tmp_path: Path,
) -> None:
    from pontoon_tui.cli import SWITCH_INTERVAL

    seen = run(RUN_THE_COMMAND, tmp_path)
    assert seen == {
        "collecting while loading": False,
        "collecting in the game": True,
        "frozen": True,
        "switch interval in the game": SWITCH_INTERVAL,
        "status": 0,
        "collecting after": True,
        "switch interval restored": True,
    }
    assert SWITCH_INTERVAL < 0.005  # Python's default


def test_the_app_alone_leaves_the_process_as_it_finds_it(tmp_path: Path) -> None:
    seen = run(RUN_THE_APP, tmp_path)
    assert seen["while running"] == seen["before"]
