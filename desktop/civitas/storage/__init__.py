"""Saves, settings and paths in the per-user data directory. Nothing here imports Qt."""
