"""The glossary of Empires' rules help («Ключевые слова» / "Keywords"): every keyword of the spec's glossary
and the other words card texts use, one ``## `` sub-heading each, so each keyword has its own anchor
(``sub<n>``, n counted from 1 in this order) that a card text can link to. Russian and English. No Qt here."""

from __future__ import annotations

#: key -> lang -> (heading, text). The order is the order of the sub-headings (and so of the anchors).
GLOSSARY: dict[str, dict[str, tuple[str, str]]] = {
    "attack": {
        "ru": (
            "Атака",
            "Атака действует на других игроков, насколько это возможно. Защитное свойство "
            "может отменить её для своего владельца целиком или частично; о порядке см. правило стола ниже.",
        ),
        "en": (
            "Attack",
            "An attack affects the other players as far as possible. A protective ability can "
            "cancel it for its owner, wholly or partly; for the order see the table rule below.",
        ),
    },
    "all_players": {
        "ru": (
            "Все игроки, все остальные игроки",
            "«Все игроки» включают и того, кто разыграл карту; «все "
            "остальные» — всех, кроме него. Игроки выполняют эффект по очереди по часовой стрелке.",
        ),
        "en": (
            "All players, all other players",
            "'All players' includes the player whose card it is; 'all "
            "other players' means everyone else. They resolve the effect one by one, clockwise.",
        ),
    },
    "choose": {
        "ru": (
            "Выберите",
            "Выполните ровно один из вариантов. Предлагаются только те, которые вы можете "
            "выполнить и оплатить полностью (TR-E7).",
        ),
        "en": (
            "Choose",
            "Carry out exactly one of the options. Only those you can carry out and pay for in "
            "full are offered (TR-E7).",
        ),
    },
    "may": {
        "ru": ("Можете", "Необязательная часть эффекта: вы решаете, выполнять её или нет."),
        "en": ("May", "An optional part of an effect: you decide whether to carry it out."),
    },
    "take": {
        "ru": (
            "Возьмите беспорядки",
            "Переложите карту беспорядков из общей стопки себе в руку. Если "
            "при этом стопка опустела, наступает упадок.",
        ),
        "en": (
            "Take unrest",
            "Move an unrest card from the common pile into your hand. If that empties the pile, the empires collapse.",
        ),
    },
    "return": {
        "ru": (
            "Верните беспорядки",
            "Положите карту беспорядков из руки (или из сброса, если так сказано) обратно в общую стопку.",
        ),
        "en": (
            "Return unrest",
            "Put an unrest card from your hand (or from your discard, if the card says so) back on the common pile.",
        ),
    },
    "draw": {
        "ru": (
            "Возьмите карту; возьмите, если можете",
            "Карты берут с верха личной колоды; если она "
            "кончилась посреди добора, проводится перетасовка и добор продолжается. «Если можете» значит: "
            "возьмите столько, сколько лежит в колоде, без перетасовки.",
        ),
        "en": (
            "Draw; draw if able",
            "Cards come from the top of your draw pile; if it runs out in the middle "
            "of a draw, you reshuffle and go on drawing. 'If able' means: draw what the pile holds, "
            "without a reshuffle.",
        ),
    },
    "discard": {
        "ru": ("Сбросьте", "Положите карту в свой личный сброс."),
        "en": ("Discard", "Put a card into your own discard pile."),
    },
    "gain": {
        "ru": ("Получите", "Возьмите ресурсы из общего запаса, он не ограничен."),
        "en": ("Gain", "Take resources from the general supply, which never runs out."),
    },
    "pay": {
        "ru": (
            "Заплатите, потратьте",
            "Верните ресурсы в общий запас. Платить можно только полностью; "
            "прогресс может заменить материал один к одному и население два к одному (RD-4).",
        ),
        "en": (
            "Pay, spend",
            "Put resources back into the general supply. You must pay in full; progress may "
            "stand in for materials one for one and for population two for one (RD-4).",
        ),
    },
    "steal": {
        "ru": (
            "Украдите",
            "Заберите у других игроков названные жетоны — столько, сколько у каждого есть, но не больше названного.",
        ),
        "en": ("Steal", "Take the named tokens from the other players: as many as each has, up to the number stated."),
    },
    "action": {
        "ru": (
            "Получите или потратьте действие",
            "Полученный жетон действия кладётся на карту периода, "
            "даже если там уже 3. Потратить действие можно, только если жетон есть.",
        ),
        "en": (
            "Gain or spend an action",
            "A gained action token goes onto your state card, even above 3. "
            "You can spend an action only if you have a token.",
        ),
    },
    "look": {
        "ru": (
            "Посмотрите",
            "Посмотрите карты тайно и верните их в ту же стопку в любом порядке. Если карт "
            "меньше названного, смотрите столько, сколько есть.",
        ),
        "en": (
            "Look",
            "Look at cards privately and put them back on the same pile in any order. If there are "
            "fewer than stated, look at as many as there are.",
        ),
    },
    "find": {
        "ru": (
            "Найдите",
            "Ищите нужную карту в руке, сбросе, личной колоде и колоде усиления (по порядку "
            "или, если так сказано, где угодно) и возьмите её в руку. Просмотренную колоду перетасуйте; "
            "карта трансформации остаётся внизу колоды усиления. Не нашли — ничего не происходит.",
        ),
        "en": (
            "Find",
            "Search your hand, discard, draw pile and nation deck (in that order or, if the card "
            "says so, any of them) for the card and take it into your hand. Shuffle a searched pile; the "
            "accession card stays at the bottom of the nation deck. Nothing found: nothing happens.",
        ),
    },
    "history": {
        "ru": (
            "Занесите в летопись",
            "Карта уходит под вашу карту способности: она выходит из круговорота "
            "колоды, приносит ПО в конце игры и видна только вам. Народ без летописи кладёт такую карту в "
            "сброс.",
        ),
        "en": (
            "Put into history",
            "The card goes under your power card: it leaves the cycle of your deck, "
            "scores at the end and is seen by you only. A nation without history puts it into the discard "
            "instead.",
        ),
    },
    "sink": {
        "ru": (
            "Затопите",
            "Карта уходит в вашу стопку затопленных карт, если ваш народ умеет затоплять, а иначе — "
            "в ваш сброс; карта из игры забирает с собой свой гарнизон. Стопку затопленных карт видите только "
            "вы, она выходит из круговорота колоды, и ПО за неё получает только затопляющий народ; эффекты "
            "летописи на неё не действуют. Ни один из шести народов программы не затопляет, и пока ни одна "
            "её карта не велит затопить.",
        ),
        "en": (
            "Sink",
            "The card goes to your own sunk pile if your nation sinks, otherwise to your discard; a card "
            "in play takes its garrison with it. Only you see your sunk pile; it leaves the cycle of your deck, "
            "and only a nation that sinks scores it; history effects never apply to it. None of this app's six "
            "nations sinks, and no card of the app tells you to sink yet.",
        ),
    },
    "pinned": {
        "ru": (
            "Постоянная карта",
            "Разыгранная постоянная карта остаётся в игре, пока её не уберёт эффект. "
            "Её свойства эксплуатации, солнцестояния и пассивные работают, пока она в игре.",
        ),
        "en": (
            "Pinned",
            "A pinned card stays in play once played until an effect moves it. Its exhaust, "
            "solstice and passive abilities work while it is in play.",
        ),
    },
    "passive": {
        "ru": (
            "Пассивно",
            "Пассивный эффект действует, пока карта в игре; пассивный эффект карты способности действует всегда.",
        ),
        "en": ("Passive", "A passive effect works while its card is in play; the power card's passive always works."),
    },
    "free_play": {
        "ru": (
            "Свободный розыгрыш",
            "Такая карта не требует жетона действия, но в свой ход её можно разыграть только один раз.",
        ),
        "en": ("Free play", "Such a card needs no action token, but you can play it only once on your turn."),
    },
    "abandon": {
        "ru": (
            "Разрушьте",
            "Карта из игры уходит в ваш сброс вместе со своим гарнизоном. Некоторые эффекты "
            "разрушают только карту гарнизона, а сама карта-хозяин остаётся.",
        ),
        "en": (
            "Abandon",
            "A card in play goes to your discard together with its garrison. Some effects "
            "abandon only a garrisoned card, and the host stays.",
        ),
    },
    "recall": {
        "ru": ("Отзовите", "Постоянная карта из игры возвращается в руку вместе со своим гарнизоном."),
        "en": ("Recall", "A pinned card in play goes back to your hand together with its garrison."),
    },
    "garrison": {
        "ru": (
            "Гарнизон",
            "Карта с руки подкладывается под карту, которая это позволяет (она может "
            "ограничивать тип или категорию). Гарнизон не в игре: у него нет эффектов, его нельзя "
            "сбросить, разыграть или эксплуатировать, но его ПО (и минус ПО) считаются в конце. Он "
            "следует за хозяином, куда бы тот ни ушёл, и виден всем.",
        ),
        "en": (
            "Garrison",
            "A hand card is tucked under a card that allows it (the host may limit the type or "
            "category). A garrison is not in play: it has no effects and cannot be discarded, played or "
            "exhausted, but its VP (and negative VP) count at the end. It follows its host wherever the "
            "host goes, and everyone can see it.",
        ),
    },
    "exile": {
        "ru": (
            "Изгнание",
            "Карта уходит в общую открытую стопку изгнания. Карту рынка, на которой лежит "
            "хоть один жетон, отправить в изгнание нельзя; подробнее — в разделе о рынке.",
        ),
        "en": (
            "Exile",
            "The card goes to the common face-up exile pile. A market card with any token on it "
            "cannot be exiled; more in the market section.",
        ),
    },
    "acquire": {
        "ru": (
            "Приобретите",
            "Возьмите карту рынка названной категории в руку вместе с жетонами на ней и подложенными беспорядками.",
        ),
        "en": (
            "Acquire",
            "Take a market card of the named category into your hand, with the tokens on it "
            "and the unrest tucked under it.",
        ),
    },
    "break_through": {
        "ru": (
            "Прорыв",
            "Возьмите карту названной категории, оставив беспорядки в общей стопке: с рынка "
            "или из колоды; пять вариантов описаны в разделе о рынке.",
        ),
        "en": (
            "Break through",
            "Take a card of the named category while the unrest stays on the common pile: "
            "from the market or from a deck; the five variants are in the market section.",
        ),
    },
    "develop": {
        "ru": (
            "Ускорьте (развейте) прогресс",
            "Заплатите стоимость карты из своей области прогресса и "
            "положите её в сброс. Когда это делает эффект, жетон эксплуатации в области не нужен и не "
            "кладётся. Народ без области прогресса этого не может.",
        ),
        "en": (
            "Develop",
            "Pay the cost of a card in your development area and put it into your discard. "
            "When an effect does it, the area's exhaust token is neither needed nor placed. A nation "
            "without a development area cannot develop.",
        ),
    },
    "types": {
        "ru": (
            "Символы типов и регионов",
            "Символы типа (свиток, меч, монета, корона, храм, корабль, колос, "
            "молот) и региона (плодородие, производство, река) своих правил не имеют: их только считают "
            "эффекты. Иногда карта считается за два символа, если так сказано в её тексте.",
        ),
        "en": (
            "Type and region icons",
            "Type icons (scroll, sword, coin, crown, temple, ship, wheat, hammer) "
            "and region icons (fertile, production, river) have no rules of their own: effects only count "
            "them. A card may count twice for a type when its text says so.",
        ),
    },
    "state_is": {
        "ru": (
            "Если ваш период — …",
            "Условие проверяет сторону вашей карты периода (варварство или "
            "империя) в тот момент, когда эффект выполняется.",
        ),
        "en": (
            "If your state is …",
            "The condition checks the side of your state card (barbarian or empire) at the moment the effect resolves.",
        ),
    },
    "solstice": {
        "ru": ("Солнцестояние", "Эффекты с этим словом выполняются в конце раунда; см. раздел о солнцестоянии."),
        "en": ("Solstice", "Effects marked so resolve at the end of the round; see the solstice section."),
    },
}


def glossary_body(intro: str, lang: str) -> str:
    """The body of the keywords section: ``intro`` (no sub-headings) then one ``## `` block per keyword."""
    blocks = [intro.strip()]
    for texts in GLOSSARY.values():
        heading, text = texts[lang]
        blocks.append(f"## {heading}\n{text}")
    return "\n\n".join(blocks)


def glossary_anchor(key: str) -> str:
    """The anchor of a keyword inside the keywords section (``sub<n>``), the same in both languages."""
    return f"sub{list(GLOSSARY).index(key) + 1}"
