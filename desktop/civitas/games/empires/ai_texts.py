"""Why a hinted move is good in Empires, in Russian and English: the reasons ``ai_reasons.py`` picks.

A reason follows the move's own label, so it says why, not what. Arguments follow the log conventions:
strings starting with ``@`` are catalog ids (``@card.<id>`` renders as the card's name, ``@cat.<id>`` a
category, ``@res.<id>`` a resource), ``{n|one|few|many}`` picks a plural form. No reason names a player,
so Russian never declines a name. All wording is our own; the game's terms are those of the card texts
(эксплуатация, беспорядки, приобрести, прорыв, летопись, гарнизон, изгнание, ускорить прогресс).
"""

from __future__ import annotations

from civitas.engine.knowledge import GENERIC_REASON

_EN: dict[str, str] = {
    GENERIC_REASON: "Played out many times from here, this move does best.",
    # the turn
    "hint.empires.turn_revolt": "You hold {n} unrest {n|card|cards}: a revolt returns every one to the pile. Each "
    "is −{vp} VP at the end and a dead card in your hand.",
    "hint.empires.turn_innovate": "Your hand has little worth playing. Innovation discards it and breaks through "
    "for {card} ({cat}) without taking the unrest under it.",
    "hint.empires.turn_innovate_deck": "Your hand has little worth playing. Innovation discards it and breaks "
    "through for the top card of the deck ({cat}).",
    "hint.empires.turn_activate": "Your hand holds good plays: {actions} action {actions|token|tokens} and {exhaust} "
    "exhaust {exhaust|token|tokens} are waiting.",
    "hint.empires.turn_activate_unrest": "You hold {n} unrest {n|card|cards}, but your other cards are worth more "
    "this turn; an unrest card can also be played to return it.",
    # activating
    "hint.empires.play_unrest": "Playing {card} returns it to the unrest pile: {vp} VP fewer lost at the end and "
    "one dead card fewer in your deck.",
    "hint.empires.play_acquire": "{card} brings {target} from the market: the strongest card in reach now.",
    "hint.empires.play_attack": "{card} helps you and hurts every rival at once.",
    "hint.empires.play_pinned": "{card} stays in play: its effects work for you turn after turn.",
    "hint.empires.play_draw": "{card} draws cards: more to play this turn.",
    "hint.empires.play_gain": "{card} gives the most resources of your cards now.",
    "hint.empires.play": "{card} gains you the most of your cards now.",
    "hint.empires.exhaust": "Exhaust {card}: exhaust tokens all come back at cleanup, an unused one is wasted.",
    "hint.empires.end": "Nothing left in your hand gains more than it costs.",
    "hint.empires.end_no_actions": "You have no action tokens left.",
    # effects
    "hint.empires.choose": "Option {n} gives you the most.",
    "hint.empires.may_yes": "The effect gains you more than it costs.",
    "hint.empires.may_no": "The effect would cost you more than it gains.",
    "hint.empires.pick_discard": "{card} is the card you need least.",
    "hint.empires.pick_discard_unrest": "Discard {card}: an unrest card is the one card you never want to hold.",
    "hint.empires.cleanup_discard": "{card} is weak: discarded now, a fresh card replaces it when you draw up.",
    "hint.empires.cleanup_unrest": "Discard {card} now and draw a card you can use instead.",
    "hint.empires.pick_done_cleanup": "The cards you hold are worth keeping for your next turn.",
    "hint.empires.pick_done": "The other cards are worth more where they are.",
    "hint.empires.pick_exile": "{card} is your weakest card: exiled, it no longer dilutes your deck.",
    "hint.empires.pick_exile_unrest": "Exile {card}: the unrest card leaves the game and its −{vp} VP with it.",
    "hint.empires.pick_history": "{card} is worth least in your hand: in history it keeps its VP and leaves your "
    "deck thinner.",
    "hint.empires.pick_history_unrest": "{card} in history no longer clogs your hand.",
    "hint.empires.pick_garrison": "{card} does little in your deck: in the garrison it keeps its VP out of the way.",
    "hint.empires.pick_garrison_unrest": "An unrest card in a garrison no longer clogs your hand and does not "
    "count if the empires collapse.",
    "hint.empires.pick_abandon": "{card} is the region you lose least by.",
    "hint.empires.pick_recall": "{card} is the card you most want to play again.",
    "hint.empires.pick_play": "{card} gains you the most.",
    "hint.empires.pick_find": "{card} is the strongest card you can find.",
    "hint.empires.pick": "{card} is the best choice here.",
    # the market
    "hint.empires.slot_acquire": "{card} is the strongest card in reach, with no unrest under it.",
    "hint.empires.slot_acquire_unrest": "{card} is worth it even with the unrest card that comes with it.",
    "hint.empires.slot_break": "{card} is the strongest card of its category in the market.",
    "hint.empires.slot_break_unrest": "{card} is strong, and a breakthrough leaves its unrest in the pile.",
    "hint.empires.slot_deck": "The market holds nothing better than an unseen card of the deck ({cat}).",
    "hint.empires.slot_exile": "{card} is the market card you would want least: it makes room for a new one.",
    "hint.empires.slot_replace": "{card} is the weakest card in the market: a card from exile takes its place.",
    "hint.empires.slot_token": "A token on {card}: you are likely to acquire it yourself.",
    "hint.empires.slot_cleanup_token": "Your token goes on {card}, the card you want most: whoever acquires it "
    "takes the token.",
    "hint.empires.category": "Category {cat}: the market offers {card} there.",
    "hint.empires.category_deck": "Category {cat}: an unseen card of this deck is your best chance.",
    "hint.empires.sol_order_gain": "{card} first: what it gives is yours before any effect asks a price.",
    "hint.empires.sol_order": "{card} first: in this order your solstice effects bring the most.",
    "hint.empires.exile_pick": "{card} is the best card in the exile pile.",
    "hint.empires.develop": "{card} is worth its cost: {vp} VP and a stronger deck.",
    "hint.empires.develop_skip": "No development card is worth its cost now.",
    "hint.empires.develop_skip_end": "Developing your last card would start the end while you are behind.",
    "hint.empires.look_take": "{card} is the best of the cards you looked at.",
    "hint.empires.look_fame": "{card} is the fame card worth most to you.",
    "hint.empires.look_bottom": "{card} is the weakest: under the deck it will not come up soon.",
    "hint.empires.look_keep": "Every card you looked at is worth drawing.",
    "hint.empires.look_put": "{card} goes deepest: the best cards stay on top for your next draws.",
    "hint.empires.react_protect": "{card} cancels the attack against you.",
    "hint.empires.react_exhaust": "Exhaust {card} now: its token would otherwise go unused this round.",
    "hint.empires.react_pass": "No answer is worth a token now.",
    "hint.empires.payment_own": "Pay with materials and population: progress is a VP each, keep it.",
    "hint.empires.payment_progress": "Progress stands in for what you lack.",
    "hint.empires.move_token": "The token ({res}) moves onto {card}, the card you mean to acquire.",
    "hint.empires.move_stop": "The tokens lie where they help you most.",
}

_RU: dict[str, str] = {
    GENERIC_REASON: "Если много раз доиграть партию отсюда, этот ход выходит лучшим.",
    # the turn
    "hint.empires.turn_revolt": "У вас в руке {n} {n|карта|карты|карт} беспорядков: революция вернёт в стопку "
    "их все. Каждая — это −{vp} ПО в конце и мёртвая карта в руке.",
    "hint.empires.turn_innovate": "В руке почти нечего разыгрывать. Инновация сбросит её и даст прорыв за картой "
    "«{card}» ({cat}) без беспорядков под ней.",
    "hint.empires.turn_innovate_deck": "В руке почти нечего разыгрывать. Инновация сбросит её и даст прорыв за "
    "верхней картой колоды ({cat}).",
    "hint.empires.turn_activate": "В руке есть сильные розыгрыши: вас ждут жетоны действия ({actions}) и жетоны "
    "эксплуатации ({exhaust}).",
    "hint.empires.turn_activate_unrest": "В руке {n} {n|карта|карты|карт} беспорядков, но остальные карты сейчас "
    "ценнее; карту беспорядков можно и разыграть, чтобы вернуть её.",
    # activating
    "hint.empires.play_unrest": "Розыгрыш карты «{card}» вернёт её в стопку беспорядков: в конце на {vp} ПО меньше "
    "потерь и одной мёртвой картой в колоде меньше.",
    "hint.empires.play_acquire": "Карта «{card}» приносит с рынка карту «{target}» — самую сильную из доступных.",
    "hint.empires.play_attack": "Карта «{card}» помогает вам и сразу вредит всем соперникам.",
    "hint.empires.play_pinned": "Карта «{card}» остаётся в игре: её свойства работают на вас ход за ходом.",
    "hint.empires.play_draw": "Карта «{card}» добирает карты: в этот ход будет что ещё разыграть.",
    "hint.empires.play_gain": "Карта «{card}» даёт сейчас больше всего ресурсов.",
    "hint.empires.play": "Карта «{card}» приносит сейчас больше всех ваших карт.",
    "hint.empires.exhaust": "Эксплуатируйте карту «{card}»: все жетоны эксплуатации вернутся при обновлении, "
    "неиспользованный пропадёт зря.",
    "hint.empires.end": "Ничто из оставшегося в руке не принесёт больше, чем стоит.",
    "hint.empires.end_no_actions": "Жетоны действия кончились.",
    # effects
    "hint.empires.choose": "Вариант {n} приносит вам больше всего.",
    "hint.empires.may_yes": "Эффект принесёт больше, чем стоит.",
    "hint.empires.may_no": "Эффект обойдётся дороже, чем принесёт.",
    "hint.empires.pick_discard": "Карта «{card}» нужна вам меньше остальных.",
    "hint.empires.pick_discard_unrest": "Сбросьте карту «{card}»: беспорядки — единственная карта, которую "
    "держать в руке не стоит никогда.",
    "hint.empires.cleanup_discard": "Карта «{card}» слаба: сбросьте её сейчас, и при доборе на её место придёт свежая.",
    "hint.empires.cleanup_unrest": "Сбросьте карту «{card}» сейчас и доберите вместо неё полезную карту.",
    "hint.empires.pick_done_cleanup": "Оставшиеся карты стоит сохранить к следующему ходу.",
    "hint.empires.pick_done": "Остальные карты ценнее там, где лежат.",
    "hint.empires.pick_exile": "Карта «{card}» — самая слабая: в изгнании она больше не разбавляет колоду.",
    "hint.empires.pick_exile_unrest": "Изгоните карту «{card}»: беспорядки уходят из игры вместе с их −{vp} ПО.",
    "hint.empires.pick_history": "Карта «{card}» стоит в руке меньше всех: в летописи она сохранит свои ПО, а "
    "колода станет тоньше.",
    "hint.empires.pick_history_unrest": "Карта «{card}» в летописи больше не забивает руку.",
    "hint.empires.pick_garrison": "Карта «{card}» мало что даёт в колоде: в гарнизоне она сохранит свои ПО и не "
    "будет мешать.",
    "hint.empires.pick_garrison_unrest": "Беспорядки в гарнизоне больше не забивают руку и не считаются при "
    "упадке империй.",
    "hint.empires.pick_abandon": "Потеря региона «{card}» обойдётся дешевле всего.",
    "hint.empires.pick_recall": "Карту «{card}» вам больше всего хочется разыграть снова.",
    "hint.empires.pick_play": "Карта «{card}» принесёт больше всего.",
    "hint.empires.pick_find": "Карта «{card}» — самая сильная из тех, что можно найти.",
    "hint.empires.pick": "Карта «{card}» — лучший выбор здесь.",
    # the market
    "hint.empires.slot_acquire": "Карта «{card}» — самая сильная из доступных, и беспорядков под ней нет.",
    "hint.empires.slot_acquire_unrest": "Карта «{card}» того стоит даже вместе с картой беспорядков под ней.",
    "hint.empires.slot_break": "Карта «{card}» — самая сильная карта своей категории на рынке.",
    "hint.empires.slot_break_unrest": "Карта «{card}» сильна, а при прорыве беспорядки под ней остаются в стопке.",
    "hint.empires.slot_deck": "На рынке нет ничего лучше неизвестной карты из колоды ({cat}).",
    "hint.empires.slot_exile": "Карта «{card}» нужна вам на рынке меньше всех: на её место придёт новая.",
    "hint.empires.slot_replace": "Карта «{card}» — самая слабая на рынке: её место займёт карта из изгнания.",
    "hint.empires.slot_token": "Жетон на карту «{card}»: скорее всего, её приобретёте вы сами.",
    "hint.empires.slot_cleanup_token": "Ваш жетон ляжет на карту «{card}», самую нужную вам: жетон получит тот, "
    "кто её приобретёт.",
    "hint.empires.category": "Категория «{cat}»: на рынке здесь есть карта «{card}».",
    "hint.empires.category_deck": "Категория «{cat}»: лучший шанс — неизвестная карта из этой колоды.",
    "hint.empires.sol_order_gain": "Сначала «{card}»: полученное пригодится, когда другой эффект попросит плату.",
    "hint.empires.sol_order": "Сначала «{card}»: в таком порядке эффекты солнцестояния дадут больше всего.",
    "hint.empires.exile_pick": "Карта «{card}» — лучшая в изгнании.",
    "hint.empires.develop": "Карта «{card}» стоит своей цены: {vp} ПО и более сильная колода.",
    "hint.empires.develop_skip": "Ни одна карта прогресса сейчас не стоит своей цены.",
    "hint.empires.develop_skip_end": "Последняя карта из области прогресса начнёт конец партии, а вы отстаёте.",
    "hint.empires.look_take": "Карта «{card}» — лучшая из просмотренных.",
    "hint.empires.look_fame": "Карта славы «{card}» ценнее для вас остальных.",
    "hint.empires.look_bottom": "Карта «{card}» — самая слабая: под низом колоды она не придёт скоро.",
    "hint.empires.look_keep": "Все просмотренные карты стоит добрать.",
    "hint.empires.look_put": "Карта «{card}» ляжет глубже всех: лучшие карты останутся сверху для следующего добора.",
    "hint.empires.react_protect": "Карта «{card}» отменяет нападение на вас.",
    "hint.empires.react_exhaust": "Эксплуатируйте карту «{card}» сейчас: иначе её жетон в этом раунде пропадёт.",
    "hint.empires.react_pass": "Никакой ответ сейчас не стоит жетона.",
    "hint.empires.payment_own": "Платите материалами и населением: прогресс — это ПО, сохраните его.",
    "hint.empires.payment_progress": "Прогресс заменит то, чего не хватает.",
    "hint.empires.move_token": "Жетон ({res}) переходит на карту «{card}», которую вы собираетесь приобрести.",
    "hint.empires.move_stop": "Жетоны и так лежат там, где помогают вам больше всего.",
}

HINT_MESSAGES: dict[str, dict[str, str]] = {"ru": _RU, "en": _EN}
