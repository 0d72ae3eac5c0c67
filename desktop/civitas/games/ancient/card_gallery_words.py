"""The words the card gallery (``card_gallery.py``) builds a card's details line from, in Russian and
English, written for this app. A tuple holds plural forms (English: one, other; Russian: one, few,
many) with ``{n}`` for the number."""

from __future__ import annotations

Forms = tuple[str, ...]

WORDS: dict[str, dict[str, str | Forms]] = {
    "and": {"en": " and ", "ru": " и "},
    "start": {
        "en": "Free: every player begins the game with one.",
        "ru": "Бесплатно: у каждого игрока с начала игры есть одна такая.",
    },
    "cost": {"en": "Costs {price}.", "ru": "Цена: {price}."},
    "coins": {"en": ("{n} coin", "{n} coins"), "ru": ("{n} монета", "{n} монеты", "{n} монет")},
    "knowledge": {"en": ("{n} knowledge", "{n} knowledge"), "ru": ("{n} знание", "{n} знания", "{n} знаний")},
    "swords": {"en": ("{n} sword", "{n} swords"), "ru": ("{n} меч", "{n} меча", "{n} мечей")},
    "arrows": {"en": ("{n} arrow", "{n} arrows"), "ru": ("{n} стрела", "{n} стрелы", "{n} стрел")},
    "attack": {"en": "Attack: {attack} in every fight.", "ru": "Атака: {attack} в каждом бою."},
    "banners": {"en": "Banners: {tribes}.", "ru": "Знамёна: {tribes}."},
    "food": {
        "en": ("Food: feeds {n} citizen.", "Food: feeds {n} citizens."),
        "ru": ("Еда: кормит {n} жителя.", "Еда: кормит {n} жителей.", "Еда: кормит {n} жителей."),
    },
    "income_coins": {
        "en": ("Income: {n} coin at each end of round.", "Income: {n} coins at each end of round."),
        "ru": (
            "Доход: {n} монета в конце каждого раунда.",
            "Доход: {n} монеты в конце каждого раунда.",
            "Доход: {n} монет в конце каждого раунда.",
        ),
    },
    "income_knowledge": {
        "en": ("Income: {n} knowledge at each end of round.", "Income: {n} knowledge at each end of round."),
        "ru": (
            "Доход: {n} знание в конце каждого раунда.",
            "Доход: {n} знания в конце каждого раунда.",
            "Доход: {n} знаний в конце каждого раунда.",
        ),
    },
    "army_limit": {
        "en": ("Army limit: {n} more army.", "Army limit: {n} more armies."),
        "ru": (
            "Лимит армий: ещё {n} армия.",
            "Лимит армий: ещё {n} армии.",
            "Лимит армий: ещё {n} армий.",
        ),
    },
    "explore_bonus": {
        "en": ("Explore: draw {n} more card.", "Explore: draw {n} more cards."),
        "ru": (
            "Исследование: на {n} карту больше.",
            "Исследование: на {n} карты больше.",
            "Исследование: на {n} карт больше.",
        ),
    },
    "space": {
        "en": ("Spaces: {n} more for empire cards.", "Spaces: {n} more for empire cards."),
        "ru": (
            "Места: ещё {n} для карт империи.",
            "Места: ещё {n} для карт империи.",
            "Места: ещё {n} для карт империи.",
        ),
    },
    "citizen": {
        "en": "Citizen: a new citizen joins you when the card arrives.",
        "ru": "Житель: когда карта приходит к вам, у вас появляется новый житель.",
    },
    "action": {"en": "Action slot: {what}.", "ru": "Ячейка действия: {what}."},
    "end_vp": {"en": "At the end of the game: {what}.", "ru": "В конце игры: {what}."},
    "gain_coins": {
        "en": ("gain {n} coin", "gain {n} coins"),
        "ru": ("получить {n} монету", "получить {n} монеты", "получить {n} монет"),
    },
    "gain_knowledge": {
        "en": ("gain {n} knowledge", "gain {n} knowledge"),
        "ru": ("получить {n} знание", "получить {n} знания", "получить {n} знаний"),
    },
    "gain_restore": {
        "en": ("restore {n} lost card", "restore up to {n} lost cards"),
        "ru": (
            "восстановить {n} потерянную карту",
            "восстановить до {n} потерянных карт",
            "восстановить до {n} потерянных карт",
        ),
    },
    "explore_coins": {
        "en": "explore and {gain}",
        "ru": "исследовать местность и {gain}",
    },
    "colour_beyond": {
        "en": "1 point for each banner of the {tribe} beyond the first {beyond} (six at most count)",
        "ru": "1 очко за каждое знамя племени «{tribe}» сверх первых {beyond} (считается не больше шести)",
    },
    "vp": {"en": ("{n} point", "{n} points"), "ru": ("{n} очко", "{n} очка", "{n} очков")},
    "per_titan": {"en": "1 point per defeated titan", "ru": "1 очко за каждого побеждённого титана"},
    "per_province": {"en": "1 point per province", "ru": "1 очко за каждую провинцию"},
    "per_citizen": {"en": "1 point per citizen", "ru": "1 очко за каждого жителя"},
    "per_knowledge2": {"en": "1 point per 2 knowledge", "ru": "1 очко за каждые 2 знания"},
    "per_action_card": {
        "en": "1 point per empire card with an action slot",
        "ru": "1 очко за каждую карту империи с ячейкой действия",
    },
    "titan_arrows": {
        "en": "Titan {stars}: defence {defence}; swords and arrows both count against it.",
        "ru": "Титан {stars}: защита {defence}; против него считаются и мечи, и стрелы.",
    },
    "titan_swords": {
        "en": "Titan {stars}: defence {defence}; only swords count against it, arrows do not.",
        "ru": "Титан {stars}: защита {defence}; против него считаются только мечи, стрелы — нет.",
    },
    "price": {"en": "Recruiting it costs {price}.", "ru": "Цена найма: {price}."},
    "free": {"en": "Recruiting it costs nothing.", "ru": "Нанимается бесплатно."},
    "troop_attack": {
        "en": "Attack: {attack} when it fights (1 coin to use it, plus the coins on its picture).",
        "ru": "Атака: {attack}, когда оно сражается (использовать его стоит 1 монету плюс монеты на иллюстрации).",
    },
    "espionage": {
        "en": ("Espionage: {n} knowledge each time it fights.", "Espionage: {n} knowledge each time it fights."),
        "ru": (
            "Шпионаж: {n} знание каждый раз, когда оно сражается.",
            "Шпионаж: {n} знания каждый раз, когда оно сражается.",
            "Шпионаж: {n} знаний каждый раз, когда оно сражается.",
        ),
    },
    "trophy": {
        "en": ("Trophy: {n} coin after each won fight.", "Trophy: {n} coins after each won fight."),
        "ru": (
            "Трофей: {n} монета после каждой победы.",
            "Трофей: {n} монеты после каждой победы.",
            "Трофей: {n} монет после каждой победы.",
        ),
    },
    "restore": {
        "en": (
            "Restore: turns {n} lost card face up when it fights.",
            "Restore: turns {n} lost cards face up when it fights.",
        ),
        "ru": (
            "Восстановление: переворачивает {n} потерянную карту, когда оно сражается.",
            "Восстановление: {n} потерянные карты, когда оно сражается.",
            "Восстановление: {n} потерянных карт, когда оно сражается.",
        ),
    },
    "experience": {
        "en": "Experience: once dismissed under a newer troop it still adds {exp} to its army.",
        "ru": "Опыт (когда войско распущено под новым): {exp} для его армии.",
    },
}

#: The special abilities in words (the ops without numbers).
ABILITY: dict[str, dict[str, str]] = {
    "explore": {"en": "explore", "ru": "исследовать местность"},
    "coins_per_food": {"en": "gain 1 coin per food you have", "ru": "получить 1 монету за каждую вашу еду"},
    "town_hall": {
        "en": "gain 1 knowledge and the first-player token if it lies hand side down",
        "ru": "получить 1 знание и жетон первого игрока, если он лежит рукой вниз",
    },
    "refuge": {
        "en": "look at the top 4 cards of a titan deck, put them back in any order, and you may fight the top "
        "one at once",
        "ru": "посмотреть 4 верхние карты одной колоды титанов, вернуть их в любом порядке и сразу "
        "можно сразиться с верхним",
    },
    "copy_action": {
        "en": "use the action of another player's face-up empire card",
        "ru": "выполнить действие открытой карты империи другого игрока",
    },
    "aqueduct": {
        "en": "Whenever you gain a citizen, you gain 1 coin per food you have.",
        "ru": "Каждый раз, когда у вас появляется житель, вы получаете 1 монету за каждую вашу еду.",
    },
    "guild": {
        "en": "When your left neighbour studies, you may pay 1 coin for 1 knowledge.",
        "ru": "Когда ваш левый сосед учится, вы можете заплатить 1 монету за 1 знание.",
    },
    "outpost": {
        "en": "When your right neighbour studies, you may take 1 coin off one of your troops.",
        "ru": "Когда ваш правый сосед учится, вы можете снять 1 монету с одного из своих войск.",
    },
    "playwrights": {
        "en": "If you are the first to pass in a round, you may reserve an empire card from the display or "
        "the top of the deck.",
        "ru": "Если вы пасуете первым в раунде, можете отложить карту империи с витрины или с верха колоды.",
    },
    "crane": {
        "en": "During Build you may discard it to buy an empire card without paying its price.",
        "ru": "Во время строительства её можно сбросить и купить карту империи, не платя её цену.",
    },
    "sets5": {
        "en": "1 point per set of 5 different banners",
        "ru": "1 очко за каждый набор из 5 разных знамён",
    },
}
