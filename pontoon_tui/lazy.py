"""Package names that load their module on first use (PEP 562 ``__getattr__``)."""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module


def lazy_attribute(package: str, homes: Mapping[str, str], name: str) -> object:
    """``name`` from the submodule of ``package`` that ``homes`` names for it.

    Raises:
        AttributeError: ``homes`` does not know ``name``.
    """
    home = homes.get(name)
    if home is None:
        raise AttributeError(f"module {package!r} has no attribute {name!r}")
    return getattr(import_module(f"{package}.{home}"), name)
