"""Each table's read-only link: an unguessable token that names the table without showing its id.

The token is the game id enciphered with a keyed 64-bit permutation (a four-round Feistel
network over HMAC-SHA256), followed by an 80-bit HMAC tag of the cipher block; both keys come
from ``WEB_SECRET``. Reading a token needs no database: decode, check the tag in constant time,
decipher. A forged or mangled token fails the tag and reads as no table at all; the table id
never appears, so links cannot be walked by counting.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import re

MIN_SECRET = 16  # characters of WEB_SECRET at least
_HALF = 0xFFFFFFFF
_ROUNDS = 4
_TAG = 10  # bytes of the tag
TOKEN_CHARS = 24  # base64url of 8 + 10 bytes
TOKEN = re.compile(rf"[A-Za-z0-9_-]{{{TOKEN_CHARS}}}")


class Links:
    """Tokens and the links built on them, for one secret and one public address."""

    def __init__(self, secret: str, base_url: str = "") -> None:
        if len(secret) < MIN_SECRET:
            raise ValueError(
                f"WEB_SECRET in .env must be at least {MIN_SECRET} characters (a long random "
                "string, e.g. from `python -c 'import secrets; print(secrets.token_urlsafe())'`)."
            )
        root = secret.encode()
        self._round_key = hmac.new(root, b"troy web rounds", hashlib.sha256).digest()
        self._tag_key = hmac.new(root, b"troy web tag", hashlib.sha256).digest()
        self.base_url = base_url.rstrip("/")

    def _f(self, round_: int, half: int) -> int:
        data = bytes([round_]) + half.to_bytes(4, "big")
        digest = hmac.new(self._round_key, data, hashlib.sha256).digest()
        return int.from_bytes(digest[:4], "big")

    def _encipher(self, value: int) -> int:
        left, right = value >> 32, value & _HALF
        for r in range(_ROUNDS):
            left, right = right, left ^ self._f(r, right)
        return left << 32 | right

    def _decipher(self, value: int) -> int:
        left, right = value >> 32, value & _HALF
        for r in reversed(range(_ROUNDS)):
            left, right = right ^ self._f(r, left), left
        return left << 32 | right

    def _tag(self, block: bytes) -> bytes:
        return hmac.new(self._tag_key, block, hashlib.sha256).digest()[:_TAG]

    def token(self, game_id: int) -> str:
        """The table's token (the same every time for one secret)."""
        if not 0 <= game_id < 1 << 63:
            raise ValueError("a game id is a positive 63-bit number")
        block = self._encipher(game_id).to_bytes(8, "big")
        return base64.urlsafe_b64encode(block + self._tag(block)).decode().rstrip("=")

    def game_id(self, token: str) -> int | None:
        """The table a token names, or None for anything this secret did not sign."""
        if not TOKEN.fullmatch(token):
            return None
        try:
            raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
        except (binascii.Error, ValueError):
            return None
        block, tag = raw[:8], raw[8:]
        if len(raw) != 8 + _TAG or not hmac.compare_digest(tag, self._tag(block)):
            return None
        game_id = self._decipher(int.from_bytes(block, "big"))
        return game_id if game_id < 1 << 63 else None

    def url(self, game_id: int) -> str:
        """The public page of a table."""
        return f"{self.base_url}/t/{self.token(game_id)}"
