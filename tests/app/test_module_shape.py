"""The app's code stays easy to find and change: one screen per file, no file over about
400 lines."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

from textual.screen import Screen

import pontoon_tui.app

LONGEST = 420
"""The most lines an app module may have ("about 400")."""


def app_modules() -> list[str]:
    return [
        info.name
        for info in pkgutil.walk_packages(pontoon_tui.app.__path__, "pontoon_tui.app.")
        if not info.ispkg
    ]


def test_every_screen_has_a_file_of_its_own() -> None:
    crowded = {}
    for name in app_modules():
        module = importlib.import_module(name)
        screens = [
            cls.__name__
            for _, cls in inspect.getmembers(module, inspect.isclass)
            if issubclass(cls, Screen) and cls.__module__ == name
        ]
        if len(screens) > 1:
            crowded[name] = screens
    assert crowded == {}


def test_no_app_module_is_over_about_400_lines() -> None:
    long = {}
    for name in app_modules():
        source = inspect.getsource(importlib.import_module(name))
        if source.count("\n") > LONGEST:
            long[name] = source.count("\n")
    assert long == {}
