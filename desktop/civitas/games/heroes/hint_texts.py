"""Why a hinted move is good, in Russian and English: the reasons ``hint_reasons.py`` picks.

A reason follows the move's own label ("Hint: Build a city. You would have 3 cities..."), so it says
why, not what. Each one is chosen only when it is true in the position (see hint_reasons.py).
Arguments follow the log conventions: keys ending in ``seat`` are players, strings starting with
``@`` are catalog ids, ``{n|one|few|many}`` picks a plural form. Russian texts never decline a
player's name («у игрока {target_seat}»). All wording is the project's own.
"""

from __future__ import annotations

HINT_MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "hint.generic": "Played out many times from here, this move wins most often.",
        # building
        "hint.build_fifth_city": "That is your fifth city: at the start of your next turn you win, unless "
        "someone takes a city from you first.",
        "hint.build_more_city": "A city beyond five keeps you at five even if an attack takes one.",
        "hint.build_city": "You would have {n} {n|city|cities}: {left} more and you can win. Cities also pay "
        "more tax.",
        "hint.build_army": "You would have {n} {n|army|armies}: armies defend your cities and let you conquer.",
        "hint.build_general": "A general makes that army fight with +2.",
        "hint.build_fortress": "Each fortress gives every army of yours +1 when it defends.",
        "hint.build_road": "With a road to {other_seat} both of you draw an extra card at every fair, and your "
        "armies come home at once from wars against them.",
        # the action
        "hint.tax": "You draw {n} {n|card|cards}, one for each city.",
        "hint.swap": "Without a city you cannot tax, and of your cards you need {card} the least.",
        "hint.swap_other": "Without a city you cannot tax: the swap gives you a fresh card from the deck.",
        "hint.skip": "You have nothing useful to do this turn: keep your cards.",
        "hint.skip_full_hand": "Taxes now would take you over five cards and make you discard: keep your cards.",
        "hint.skip_wait": "Nothing you could do this turn is worth more than the cards you keep for later.",
        "hint.end_build": "Keep the rest of your cards for later.",
        "hint.end_build_empty": "You have no cards left to build with.",
        # war
        "hint.war_weak_neighbour": "You have at least two armies more at home than {target_seat}: unless they "
        "answer with a card, two of yours meet no defender, win, and can take a city.",
        "hint.war": "Your armies at home outnumber those of {target_seat}.",
        "hint.war_even": "Played out many times, this war on {target_seat} pays off, though dice decide each duel.",
        "hint.goal_conquest": "Two winning armies take a city, four take two; {target_seat} has {n} "
        "{n|city|cities}.",
        "hint.goal_plunder": "Each winning army brings back two cards from the hand of {target_seat}, who "
        "holds {n} {n|card|cards}.",
        "hint.goal_destruction": "One winning army takes a card off the monument of {target_seat}, three take "
        "two; it holds {n} {n|card|cards}.",
        "hint.goal_other": "As the armies stand now, this goal brings the most from this war.",
        "hint.send_general": "The army with a general fights with +2.",
        "hint.send_army": "Attackers that meet no defender win their duel: more armies, more winners.",
        "hint.hero_army": "The hero fights as an extra army you did not have to build; after the battle it "
        "is discarded.",
        "hint.hero_general": "The hero leads that army: it fights with +2 in this battle.",
        "hint.go": "{n} {n|army marches|armies march} to battle.",
        "hint.cancel_war": "Your armies are no match for the defence of {target_seat}.",
        "hint.cancel_war_other": "With the armies on both sides now, this war would most likely cost you more "
        "than it brings.",
        # after the action
        "hint.monument": "Your monument would hold {total} of 5 cards.",
        "hint.monument_complete": "Your monument would be complete: you win at the start of your next turn "
        "unless someone destroys part of it.",
        "hint.monument_more": "Extra cards keep your monument at five even if an attack destroys some.",
        "hint.monument_wait": "Keep your special cards in hand for now: they can also be traded.",
        "hint.discard": "Of your cards you need {card} the least.",
        "hint.discard_other": "You may keep only five cards, and the others will serve your next builds better.",
        # the fair
        "hint.offer_for_city": "To build a city you lack {want}.",
        "hint.offer_for_army": "To build an army you lack {want}.",
        "hint.offer_for_fortress": "To build a fortress you lack {want}.",
        "hint.offer_for_road": "To build a road you lack {want}.",
        "hint.offer_for_general": "To put a general on an army you lack {want}.",
        "hint.offer_monument": "A {want} card goes on your monument: each one brings you closer to five.",
        "hint.offer_gold": "Gold stands in for any ordinary card when you build.",
        "hint.offer_hero": "A hero fights one battle as an extra army or as a general.",
        "hint.offer_olympics": "Olympic games call off an attack on you or a barbarian raid.",
        "hint.offer_luck": "Luck cancels a disaster that hits you.",
        "hint.offer_other": "This trade brings your hand closer to what you want to build than any other move now.",
        "hint.withdraw": "You need that {card} yourself now.",
        "hint.withdraw_other": "That {card} is worth more to you in your own hand.",
        "hint.trade_done": "No trade on offer makes your hand better than it is.",
        # questions
        "hint.road_yes": "You also draw an extra card at every fair.",
        "hint.road_no": "The road would bring the builder's armies home at once after an attack on you.",
        "hint.quake": "{target_seat} is the biggest threat: that army cannot fight until the end of their "
        "next turn.",
        "hint.quake_other": "That army of {target_seat} cannot fight until the end of their next turn.",
        "hint.erupt": "{target_seat} is closest to five cities, with {n} now: one goes back to the supply.",
        "hint.erupt_other": "A city of {target_seat} goes back to the supply.",
        "hint.respond_luck_quake": "Luck stops the earthquake: your army stays free to fight.",
        "hint.respond_luck_erupt": "Luck saves your city from the eruption.",
        "hint.respond_luck_famine": "Luck calls the famine off for everyone.",
        "hint.respond_luck_barb": "Luck sends the barbarians away: you keep your cards.",
        "hint.respond_olympics_barb": "Olympic games call the raid off: you keep your cards.",
        "hint.respond_olympics": "Olympic games call the attack off: the attacking armies go home.",
        "hint.respond_hero_army": "The hero defends as an extra army.",
        "hint.respond_hero_general": "The hero leads one of your armies: it defends with +2.",
        "hint.respond_none": "Keep your cards for a worse moment.",
        "hint.respond_none_defend": "Your armies at home defend; keep your cards for a worse moment.",
        "hint.respond_nothing": "You have no card to answer with.",
        "hint.respond_nothing_defend": "You have no card to answer with: your armies at home defend.",
    },
    "ru": {
        "hint.generic": "Если много раз доиграть партию отсюда, этот ход чаще других ведёт к победе.",
        "hint.build_fifth_city": "Это ваш пятый город: в начале следующего хода вы победите, если никто "
        "не отнимет у вас город раньше.",
        "hint.build_more_city": "Город сверх пяти сохранит вам пять, даже если один отнимут в бою.",
        "hint.build_city": "Городов станет: {n}. Ещё {left} {left|город|города|городов} — и можно побеждать; к "
        "тому же города приносят больше налогов.",
        "hint.build_army": "Армий станет: {n}. Армии защищают города и позволяют завоёвывать.",
        "hint.build_general": "С генералом эта армия сражается с +2.",
        "hint.build_fortress": "Каждая крепость даёт всем вашим армиям в обороне ещё +1.",
        "hint.build_road": "С дорогой к игроку {other_seat} вы оба тянете лишнюю карту на каждой ярмарке, а "
        "ваши армии сразу возвращаются из походов против этого соседа.",
        "hint.tax": "Вы возьмёте {n} {n|карту|карты|карт} — по одной за каждый город.",
        "hint.swap": "Без города налогов нет, а из ваших карт меньше всего нужна карта «{card}».",
        "hint.swap_other": "Без города налогов нет: обмен даст вам новую карту из колоды.",
        "hint.skip": "Полезных действий сейчас нет: сохраните карты.",
        "hint.skip_full_hand": "Налоги сейчас дали бы больше пяти карт, и лишние пришлось бы сбросить: "
        "сохраните карты.",
        "hint.skip_wait": "Ни один ход сейчас не стоит больше, чем карты, сбережённые на потом.",
        "hint.end_build": "Остальные карты пригодятся позже.",
        "hint.end_build_empty": "Строить больше не из чего.",
        "hint.war_weak_neighbour": "У вас дома хотя бы на две армии больше, чем у игрока {target_seat}: если "
        "он не ответит картой, две ваши армии останутся без противника, победят и смогут взять город.",
        "hint.war": "Ваших армий дома больше, чем у игрока {target_seat}.",
        "hint.war_even": "Если много раз её разыграть, война с игроком {target_seat} окупается, хотя каждый "
        "поединок решают кубики.",
        "hint.goal_conquest": "Две победившие армии берут город, четыре — два; городов у игрока "
        "{target_seat}: {n}.",
        "hint.goal_plunder": "Каждая победившая армия приносит две карты из руки игрока {target_seat}; карт "
        "у него: {n}.",
        "hint.goal_destruction": "Одна победившая армия снимает карту с памятника игрока {target_seat}, три — "
        "две; карт в памятнике: {n}.",
        "hint.goal_other": "При нынешних армиях эта цель принесёт от этой войны больше других.",
        "hint.send_general": "Армия с генералом сражается с +2.",
        "hint.send_army": "Атакующие без противника побеждают в своих поединках: больше армий — больше "
        "победителей.",
        "hint.hero_army": "Герой сражается как лишняя армия, которую не пришлось строить; после битвы он "
        "уходит в сброс.",
        "hint.hero_general": "Герой ведёт эту армию: в этой битве она сражается с +2.",
        "hint.go": "В поход выступают армии: {n}.",
        "hint.cancel_war": "Ваших армий не хватит против обороны игрока {target_seat}.",
        "hint.cancel_war_other": "При нынешних армиях с обеих сторон эта война, скорее всего, обойдётся "
        "дороже, чем принесёт.",
        "hint.monument": "В памятнике станет {total} из 5.",
        "hint.monument_complete": "Памятник будет завершён: в начале следующего хода вы победите, если его "
        "не разрушат.",
        "hint.monument_more": "Лишние карты сохранят пять в памятнике, даже если часть разрушат.",
        "hint.monument_wait": "Пока придержите особые карты: их можно и обменять.",
        "hint.discard": "Из ваших карт меньше всего нужна карта «{card}».",
        "hint.discard_other": "Оставить можно только пять карт, а остальные больше пригодятся для следующих построек.",
        "hint.offer_for_city": "Для города вам не хватает карты «{want}».",
        "hint.offer_for_army": "Для армии вам не хватает карты «{want}».",
        "hint.offer_for_fortress": "Для крепости вам не хватает карты «{want}».",
        "hint.offer_for_road": "Для дороги вам не хватает карты «{want}».",
        "hint.offer_for_general": "Чтобы поставить генерала, вам не хватает карты «{want}».",
        "hint.offer_monument": "Карта «{want}» идёт в ваш памятник: каждая приближает вас к пяти.",
        "hint.offer_gold": "Золото заменяет любую обычную карту при постройке.",
        "hint.offer_hero": "Герой сражается в одной битве как лишняя армия или как генерал.",
        "hint.offer_olympics": "Олимпийские игры отменяют нападение на вас или набег варваров.",
        "hint.offer_luck": "Удача отменяет бедствие, которое обрушилось на вас.",
        "hint.offer_other": "Этот обмен приблизит вашу руку к нужной постройке больше любого другого хода сейчас.",
        "hint.withdraw": "Карта «{card}» теперь нужна вам самим.",
        "hint.withdraw_other": "Карта «{card}» полезнее вам в вашей руке.",
        "hint.trade_done": "Ни одна сделка не сделает вашу руку лучше, чем сейчас.",
        "hint.road_yes": "Вы тоже будете тянуть лишнюю карту на каждой ярмарке.",
        "hint.road_no": "С дорогой армии строителя сразу возвращались бы домой после нападения на вас.",
        "hint.quake": "Игрок {target_seat} опаснее всех: эта армия не сможет сражаться до конца его "
        "следующего хода.",
        "hint.quake_other": "Эта армия игрока {target_seat} не сможет сражаться до конца его следующего хода.",
        "hint.erupt": "Игрок {target_seat} ближе всех к пяти городам: у него {n} {n|город|города|городов}, и "
        "один уйдёт в запас.",
        "hint.erupt_other": "Один город игрока {target_seat} уйдёт в запас.",
        "hint.respond_luck_quake": "Удача остановит землетрясение: армия останется в строю.",
        "hint.respond_luck_erupt": "Удача спасёт ваш город от извержения.",
        "hint.respond_luck_famine": "Удача отменит голод для всех.",
        "hint.respond_luck_barb": "Удача прогонит варваров: карты останутся у вас.",
        "hint.respond_olympics_barb": "Олимпийские игры отменят набег: карты останутся у вас.",
        "hint.respond_olympics": "Олимпийские игры отменят нападение: армии противника уйдут домой.",
        "hint.respond_hero_army": "Герой защищает как ещё одна армия.",
        "hint.respond_hero_general": "Герой возглавит одну из ваших армий: она защищается с +2.",
        "hint.respond_none": "Приберегите карты для худшего случая.",
        "hint.respond_none_defend": "Обороняются армии, что дома; карты приберегите для худшего случая.",
        "hint.respond_nothing": "Ответить вам нечем.",
        "hint.respond_nothing_defend": "Ответить картой нечем: обороняются армии, что дома.",
    },
}
