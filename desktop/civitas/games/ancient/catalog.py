"""Messages (filled in below)."""


def catalog(lang: str) -> dict[str, str]:
    return {}
