"""The lobby's QR code: the half blocks drawn in the terminal are exactly the modules of
the code segno makes for the browser door's address, with a quiet zone, dark on light."""

from __future__ import annotations

import segno

from pontoon_tui.app.screens.join import qr_text, tls_words

URL = "http://192.168.1.20:8080/?code=k7qm-x3fa"


def test_the_drawn_code_is_the_address_s_code_module_for_module() -> None:
    text = qr_text(URL)
    lines = [line[2:] for line in text.plain.splitlines()]
    drawn: list[list[int]] = []
    for line in lines:
        top = [1 if char in "▀█" else 0 for char in line]
        bottom = [1 if char in "▄█" else 0 for char in line]
        drawn += [top, bottom]
    modules = [list(row) for row in segno.make(URL, error="m", micro=False).matrix]
    quiet = 2
    inner = [row[quiet : quiet + len(modules)] for row in drawn[quiet : quiet + len(modules)]]
    assert inner == modules
    assert not any(any(row) for row in drawn[:quiet])  # the quiet zone is light
    assert all(not any(row[:quiet]) for row in drawn)
    styles = {str(span.style) for span in text.spans}
    assert styles == {"#000000 on #ffffff"}  # dark modules on light, whatever the theme


def test_the_lobby_says_plain_http_only_when_the_page_is_plain_http() -> None:
    assert tls_words(URL).strip().startswith("Plain HTTP: someone on this network")
    assert "--cert" in tls_words(URL)
    secure = tls_words("https://192.168.1.20:8080/?code=k7qm-x3fa")
    assert "Plain HTTP" not in secure and "encrypted" in secure
