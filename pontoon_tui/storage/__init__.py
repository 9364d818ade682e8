"""Storage: the files the game keeps on disk (session files, their locks, the config)."""
