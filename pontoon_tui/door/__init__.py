"""The door: players join the table from their own devices (``pontoon host``).

Built from the parts below the app: the table code players type to come in, the limit on
wrong codes, and the host key that lets their SSH clients know the table is the one they
met before. The door imports neither Textual nor Rich.
"""
