<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Civitas</source>
        <translation>О программе Civitas</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Версия {version}</translation>
    </message>
    <message>
        <source>Civilization board and card games with their rules enforced, at one computer with friends or against the computer. Everything works offline.</source>
        <translation>Настольные и карточные игры о цивилизациях с соблюдением всех правил: с друзьями за одним компьютером или против компьютера. Всё работает без интернета.</translation>
    </message>
    <message>
        <source>Saves:</source>
        <translation>Сохранения:</translation>
    </message>
    <message>
        <source>Logs and crash reports:</source>
        <translation>Журналы и отчёты об ошибках:</translation>
    </message>
    <message>
        <source>Built with Python, Qt and PySide6 (LGPLv3) and platformdirs (MIT). Card art and icons are drawn by the program itself.</source>
        <translation>Сделано на Python, Qt и PySide6 (LGPLv3) и platformdirs (MIT). Карты и значки рисует сама программа.</translation>
    </message>
</context>
<context>
    <name>AiControls</name>
    <message>
        <source>The animations are off in the settings.</source>
        <translation>Анимация выключена в настройках.</translation>
    </message>
    <message>
        <source>{speed} ({key})</source>
        <translation>{speed} ({key})</translation>
    </message>
    <message>
        <source>Animation speed: {speed}. Click or press {key} for the next one.</source>
        <translation>Скорость анимации: {speed}. Нажмите кнопку или {key}, чтобы сменить её.</translation>
    </message>
    <message>
        <source>Let one computer move happen ({key})</source>
        <translation>Дать компьютеру сделать один ход ({key})</translation>
    </message>
    <message>
        <source>Pause the computer players first; then each step lets one move happen.</source>
        <translation>Сначала поставьте компьютерных игроков на паузу: тогда каждый шаг даёт сделать один ход.</translation>
    </message>
    <message>
        <source>No computer player has a move to make now.</source>
        <translation>Сейчас ни одному компьютерному игроку не нужно ходить.</translation>
    </message>
    <message>
        <source>Resume ({key})</source>
        <translation>Продолжить ({key})</translation>
    </message>
    <message>
        <source>Let the computer players move on their own again ({key})</source>
        <translation>Снова дать компьютерным игрокам ходить самим ({key})</translation>
    </message>
    <message>
        <source>Pause ({key})</source>
        <translation>Пауза ({key})</translation>
    </message>
    <message>
        <source>Hold the computer players before their next move ({key})</source>
        <translation>Остановить компьютерных игроков перед их следующим ходом ({key})</translation>
    </message>
    <message>
        <source>Step ({key})</source>
        <translation>Шаг ({key})</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
</context>
<context>
    <name>AncientTable</name>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Ongoing effect</source>
        <translation>Постоянное свойство</translation>
    </message>
    <message>
        <source>Points at the end</source>
        <translation>Очки в конце игры</translation>
    </message>
    <message>
        <source>To choose from</source>
        <translation>На выбор</translation>
    </message>
    <message>
        <source>Round {n} of 6</source>
        <translation>Раунд {n} из 6</translation>
    </message>
    <message>
        <source>opens in round {n}</source>
        <translation>откроется в раунде {n}</translation>
    </message>
    <message>
        <source>Citizen {skill} of {name}</source>
        <translation>Житель {skill} игрока {name}</translation>
    </message>
    <message>
        <source>Any citizen, free: nobody is here yet.</source>
        <translation>Любой житель, бесплатно: здесь пока никого нет.</translation>
    </message>
    <message>
        <source>Any citizen. Free for skill {skills}, otherwise 1 coin.</source>
        <translation>Любой житель. Бесплатно для умения {skills}, иначе 1 монета.</translation>
    </message>
    <message>
        <source>Any citizen, whoever is here already.</source>
        <translation>Любой житель, кто бы здесь уже ни стоял.</translation>
    </message>
    <message>
        <source>Needs a citizen of skill {n} or higher.</source>
        <translation>Нужен житель с умением {n} или выше.</translation>
    </message>
    <message>
        <source>Any citizen: nobody is here yet.</source>
        <translation>Любой житель: здесь пока никого нет.</translation>
    </message>
    <message>
        <source>Empire {l}</source>
        <translation>Империя {l}</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Витрина</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Troops</source>
        <translation>Войска</translation>
    </message>
    <message>
        <source>Troops to recruit</source>
        <translation>Войска для найма</translation>
    </message>
    <message>
        <source>Provinces</source>
        <translation>Провинции</translation>
    </message>
    <message>
        <source>hand up</source>
        <translation>ладонью вверх</translation>
    </message>
    <message>
        <source>hand down</source>
        <translation>ладонью вниз</translation>
    </message>
    <message>
        <source>The first-player token. Hand up: it stays with its holder for the next round.</source>
        <translation>Жетон первого игрока. Ладонью вверх: в следующем раунде он останется у владельца.</translation>
    </message>
    <message>
        <source>First player: {name} ({side})</source>
        <translation>Первый игрок: {name} ({side})</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>{name} wins with {n} points</source>
        <translation>Побеждает {name}: {n} оч.</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(вы)</translation>
    </message>
    <message>
        <source>Round {n} · {name}&apos;s turn</source>
        <translation>Раунд {n} · ход: {name}</translation>
    </message>
    <message>
        <source>Drag a citizen onto an action row or onto one of your own cards with an action.</source>
        <translation>Перетащите жителя на поле действия или на свою карту с действием.</translation>
    </message>
    <message>
        <source>That cannot go there.</source>
        <translation>Сюда это положить нельзя.</translation>
    </message>
    <message>
        <source>A card is taken once your citizen stands on the {row} row: drag a citizen there first.</source>
        <translation>Карту можно взять, когда ваш житель стоит в ряду «{row}»: сначала перетащите туда жителя.</translation>
    </message>
    <message>
        <source>That citizen is another player&apos;s.</source>
        <translation>Этот житель принадлежит другому игроку.</translation>
    </message>
    <message>
        <source>Nothing can be done with that now: the lit pieces and the buttons below show your moves.</source>
        <translation>С этим сейчас ничего сделать нельзя: ваши ходы — подсвеченные предметы и кнопки внизу.</translation>
    </message>
    <message>
        <source>Show enlarged</source>
        <translation>Показать крупно</translation>
    </message>
    <message>
        <source>Place a citizen…</source>
        <translation>Поставить жителя…</translation>
    </message>
    <message>
        <source>Fight a titan…</source>
        <translation>Сразиться с титаном…</translation>
    </message>
    <message>
        <source>Take no more actions this round (P)</source>
        <translation>Больше не действовать в этом раунде (P)</translation>
    </message>
    <message numerus="yes">
        <source>Left to choose: %n.</source>
        <translation>
            <numerusform>Осталось выбрать: %n.</numerusform>
            <numerusform>Осталось выбрать: %n.</numerusform>
            <numerusform>Осталось выбрать: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the lit cards or tokens, or use the buttons.</source>
        <translation>Щёлкните подсвеченную карту или жетон — или нажмите кнопку.</translation>
    </message>
    <message>
        <source>Waiting for {name}: {what}</source>
        <translation>Ждём игрока {name}: {what}</translation>
    </message>
</context>
<context>
    <name>AnimationSpeed</name>
    <message>
        <source>0.5×</source>
        <translation>0,5×</translation>
    </message>
    <message>
        <source>1×</source>
        <translation>1×</translation>
    </message>
    <message>
        <source>2×</source>
        <translation>2×</translation>
    </message>
    <message>
        <source>4×</source>
        <translation>4×</translation>
    </message>
    <message>
        <source>{speed} (slower)</source>
        <translation>{speed} (медленнее)</translation>
    </message>
    <message>
        <source>{speed} (normal)</source>
        <translation>{speed} (обычная)</translation>
    </message>
    <message>
        <source>{speed} (faster)</source>
        <translation>{speed} (быстрее)</translation>
    </message>
    <message>
        <source>{speed} (fastest)</source>
        <translation>{speed} (быстрее всего)</translation>
    </message>
</context>
<context>
    <name>CardGallery</name>
    <message>
        <source>Rules: {section} →</source>
        <translation>Правила: {section} →</translation>
    </message>
    <message>
        <source>Every card of the game by kind, with how many copies of it there are. The link under a card opens the rules about it.</source>
        <translation>Все карты игры по видам и число экземпляров каждой. Ссылка под картой открывает правила о ней.</translation>
    </message>
    <message>
        <source>No card matches the search.</source>
        <translation>Ни одна карта не подходит под поиск.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Civitas: an error</source>
        <translation>Civitas: ошибка</translation>
    </message>
    <message>
        <source>Something went wrong: {summary}</source>
        <translation>Что-то пошло не так: {summary}</translation>
    </message>
    <message>
        <source>Your games are autosaved after every move. A report was written to {path}.</source>
        <translation>Партия сохраняется автоматически после каждого хода. Отчёт записан в {path}.</translation>
    </message>
</context>
<context>
    <name>DragController</name>
    <message>
        <source>Released where nothing takes it: drop it on a lit place.</source>
        <translation>Здесь ничего не принимает перетаскиваемое: отпустите его на подсвеченном месте.</translation>
    </message>
</context>
<context>
    <name>EmpiresPrompt</name>
    <message>
        <source>Choose a card to discard.</source>
        <translation>Выберите карту для сброса.</translation>
    </message>
    <message>
        <source>Choose a card to exile.</source>
        <translation>Выберите карту, которая уйдёт в изгнание.</translation>
    </message>
    <message>
        <source>Choose a card to put into history.</source>
        <translation>Выберите карту, которая ляжет в летопись.</translation>
    </message>
    <message>
        <source>Choose a card to sink.</source>
        <translation>Выберите карту, которую нужно затопить.</translation>
    </message>
    <message>
        <source>Choose a region to abandon.</source>
        <translation>Выберите регион, который вы разрушите.</translation>
    </message>
    <message>
        <source>Choose a card to take back into your hand.</source>
        <translation>Выберите карту, которую отзовёте в руку.</translation>
    </message>
    <message>
        <source>Choose a card from your hand to garrison.</source>
        <translation>Выберите карту с руки для гарнизона.</translation>
    </message>
    <message>
        <source>Choose the card you find.</source>
        <translation>Выберите найденную карту.</translation>
    </message>
    <message>
        <source>Choose a card to play.</source>
        <translation>Выберите карту для розыгрыша.</translation>
    </message>
    <message>
        <source>Choose a market card to acquire.</source>
        <translation>Выберите карту рынка, которую приобретёте.</translation>
    </message>
    <message>
        <source>Choose a market card to break through for, or take the deck&apos;s top card.</source>
        <translation>Выберите карту рынка для прорыва или возьмите верхнюю карту колоды.</translation>
    </message>
    <message>
        <source>Choose a market card to exile.</source>
        <translation>Выберите карту рынка, которая уйдёт в изгнание.</translation>
    </message>
    <message>
        <source>Choose a market card to replace with one from the exile pile.</source>
        <translation>Выберите карту рынка, вместо которой встанет карта из изгнания.</translation>
    </message>
    <message>
        <source>Choose the market card that gets your token.</source>
        <translation>Выберите карту рынка, на которую ляжет ваш жетон.</translation>
    </message>
    <message>
        <source>Take one of the cards you look at.</source>
        <translation>Возьмите одну из просмотренных карт.</translation>
    </message>
    <message>
        <source>Take one of the fame cards you look at.</source>
        <translation>Возьмите одну из просмотренных карт славы.</translation>
    </message>
    <message>
        <source>Put one card on the bottom, or leave them all on top.</source>
        <translation>Положите одну карту вниз или оставьте все наверху.</translation>
    </message>
    <message>
        <source>Innovation</source>
        <translation>Инновация</translation>
    </message>
    <message>
        <source>Cleanup</source>
        <translation>Обновление</translation>
    </message>
    <message>
        <source>Reshuffle</source>
        <translation>Перетасовка</translation>
    </message>
    <message>
        <source>Solstice</source>
        <translation>Солнцестояние</translation>
    </message>
    <message numerus="yes">
        <source>You may choose up to %n.</source>
        <translation>
            <numerusform>Можно выбрать до %n карты.</numerusform>
            <numerusform>Можно выбрать до %n карт.</numerusform>
            <numerusform>Можно выбрать до %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left to choose: %n.</source>
        <translation>
            <numerusform>Осталось выбрать: %n.</numerusform>
            <numerusform>Осталось выбрать: %n.</numerusform>
            <numerusform>Осталось выбрать: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>{source}: {text}</source>
        <translation>{source}: {text}</translation>
    </message>
</context>
<context>
    <name>EmpiresSeat</name>
    <message>
        <source>{name} — {nation}</source>
        <translation>{name} — {nation}</translation>
    </message>
    <message>
        <source>Empire</source>
        <translation>Империя</translation>
    </message>
    <message>
        <source>Barbarians</source>
        <translation>Варварство</translation>
    </message>
    <message>
        <source>The state card: its empire side is up since the accession</source>
        <translation>Карта периода: после прихода карты трансформации она лежит стороной империи вверх</translation>
    </message>
    <message>
        <source>The state card: its barbarian side is up until the accession</source>
        <translation>Карта периода: до прихода карты трансформации она лежит стороной варварства вверх</translation>
    </message>
    <message>
        <source>Action tokens: playing a card (not a free one) takes one</source>
        <translation>Жетоны действия: розыгрыш карты (кроме бесплатной) тратит один</translation>
    </message>
    <message>
        <source>Exhaust tokens: exhausting a card takes one</source>
        <translation>Жетоны эксплуатации: эксплуатация карты тратит один</translation>
    </message>
    <message>
        <source>Materials</source>
        <translation>Материалы</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Население</translation>
    </message>
    <message>
        <source>Progress: 1 VP each at the end</source>
        <translation>Прогресс: в конце игры каждый даёт 1 ПО</translation>
    </message>
    <message>
        <source>{n} VP</source>
        <translation>{n} ПО</translation>
    </message>
    <message>
        <source>Your points if the game ended now (unrest counted)</source>
        <translation>Ваши очки, если бы игра закончилась сейчас (с учётом беспорядков)</translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation>в руке {n}</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Карт в руке</translation>
    </message>
    <message>
        <source>deck {n}</source>
        <translation>колода {n}</translation>
    </message>
    <message>
        <source>Cards in the draw pile</source>
        <translation>Карт в личной колоде</translation>
    </message>
    <message>
        <source>history {n}</source>
        <translation>летопись {n}</translation>
    </message>
    <message>
        <source>Cards in history, under the power card</source>
        <translation>Карт в летописи, под картой способности</translation>
    </message>
    <message>
        <source>development {n}</source>
        <translation>карты прогресса {n}</translation>
    </message>
    <message>
        <source>Development cards not yet developed</source>
        <translation>Карты области прогресса, ещё не купленные</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Способность</translation>
    </message>
    <message numerus="yes">
        <source>History: %n card(s) under the power card</source>
        <translation>
            <numerusform>Летопись: %n карта под картой способности</numerusform>
            <numerusform>Летопись: %n карты под картой способности</numerusform>
            <numerusform>Летопись: %n карт под картой способности</numerusform>
        </translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Игровая область</translation>
    </message>
    <message>
        <source>Garrisoned under {card}</source>
        <translation>В гарнизоне карты «{card}»</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in its garrison</source>
        <translation>
            <numerusform>%n карта в её гарнизоне</numerusform>
            <numerusform>%n карты в её гарнизоне</numerusform>
            <numerusform>%n карт в её гарнизоне</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Ваша рука</translation>
    </message>
    <message>
        <source>Your draw pile: you know which cards are in it, not their order</source>
        <translation>Ваша личная колода: вы знаете, какие в ней карты, но не их порядок</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Личная колода</translation>
    </message>
    <message>
        <source>Your nation deck: on a barbarian reshuffle its top card joins your deck; the accession card lies face up at its bottom</source>
        <translation>Ваша колода усиления: при перетасовке в период варварства её верхняя карта уходит в вашу колоду; карта трансформации лежит в самом низу лицом вверх</translation>
    </message>
    <message>
        <source>Nation deck</source>
        <translation>Колода усиления</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Летопись</translation>
    </message>
    <message>
        <source>History: cards put under your power card</source>
        <translation>Летопись: карты, убранные под вашу карту могущества</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Discard pile: shuffled into a new draw pile when the draw pile runs out</source>
        <translation>Сброс: когда личная колода кончается, он замешивается в новую</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Область прогресса</translation>
    </message>
    <message>
        <source>Development cards: on an empire reshuffle you may develop one, paying its cost</source>
        <translation>Область прогресса: при перетасовке в период империи можно ускорить прогресс одной картой, оплатив её стоимость</translation>
    </message>
</context>
<context>
    <name>EmpiresTable</name>
    <message>
        <source>a hidden card</source>
        <extracomment>What a toast over the table tells as it happens: a reshuffle step by step (the discard shuffled into a new draw pile, the nation deck&apos;s card joining it, the state card&apos;s flip, a development), a turn&apos;s type, a revolt and an attack&apos;s answers.</extracomment>
        <translation>скрытая карта</translation>
    </message>
    <message>
        <source>Main deck</source>
        <translation>Основная колода</translation>
    </message>
    <message>
        <source>The small deck of {cat} cards: a market slot of its category is refilled from it</source>
        <translation>Малая колода (категория: {cat}): из неё пополняется ячейка рынка этой категории</translation>
    </message>
    <message>
        <source>The main deck: refills a slot whose small deck is empty</source>
        <translation>Основная колода: пополняет ячейку, чья малая колода пуста</translation>
    </message>
    <message>
        <source>Exile</source>
        <translation>Изгнание</translation>
    </message>
    <message>
        <source>The exile pile: cards removed from the game; some effects take from it</source>
        <translation>Стопка изгнания: карты, выбывшие из игры; некоторые эффекты берут карты отсюда</translation>
    </message>
    <message>
        <source>Unrest</source>
        <translation>Беспорядки</translation>
    </message>
    <message>
        <source>The unrest pile: acquiring a card with unrest under it brings that unrest too</source>
        <translation>Стопка беспорядков: кто приобретает карту с беспорядками под ней, получает и их</translation>
    </message>
    <message>
        <source>side {side}</source>
        <translation>сторона {side}</translation>
    </message>
    <message>
        <source>Fame</source>
        <translation>Слава</translation>
    </message>
    <message>
        <source>The fame deck; its capstone lies at the bottom ({side})</source>
        <translation>Колода славы; в самом низу лежит венчающая карта ({side})</translation>
    </message>
    <message>
        <source>Unrest under this card: whoever acquires the card takes it too</source>
        <translation>Под этой картой беспорядки: кто приобретёт карту, получит и их</translation>
    </message>
    <message>
        <source>Tokens on this card: whoever acquires it takes them</source>
        <translation>Жетоны на этой карте: их получит тот, кто приобретёт карту</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>{name} wins with {n} VP</source>
        <translation>Победитель: {name}, {n} ПО</translation>
    </message>
    <message>
        <source>{card}: {what}</source>
        <translation>«{card}»: {what}</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(вы)</translation>
    </message>
    <message>
        <source>Round {n} · Your answer to {name}&apos;s card</source>
        <translation>Раунд {n} · ваш ответ игроку {name}</translation>
    </message>
    <message>
        <source>Round {n} · {name}&apos;s turn</source>
        <translation>Раунд {n} · ход: {name}</translation>
    </message>
    <message>
        <source>{name} answers: {what}</source>
        <translation>{name} отвечает: {what}</translation>
    </message>
    <message>
        <source>First player: {name}</source>
        <translation>Первый игрок: {name}</translation>
    </message>
    <message>
        <source>final round</source>
        <translation>последний раунд</translation>
    </message>
    <message>
        <source>the end is triggered</source>
        <translation>конец игры объявлен</translation>
    </message>
    <message>
        <source>The end of the game comes after the round it is triggered</source>
        <translation>Игра заканчивается после раунда, в котором объявлен её конец</translation>
    </message>
    <message>
        <source>Round {n} · Your answer in {name}&apos;s turn</source>
        <translation>Раунд {n} · ваш ответ в ход игрока {name}</translation>
    </message>
    <message>
        <source>The Rival (solo opponent)</source>
        <translation>Соперник (противник в одиночной игре)</translation>
    </message>
    <message>
        <source>Cards the Rival took</source>
        <translation>Карты, взятые Соперником</translation>
    </message>
    <message>
        <source>The Rival&apos;s marker: another roll of {n} takes this card</source>
        <translation>Метка Соперника: ещё одно выпадение {n} заберёт эту карту</translation>
    </message>
    <message>
        <source>To choose from</source>
        <translation>На выбор</translation>
    </message>
    <message>
        <source>Drag a card from your hand into your play area to play it, or a market card onto your area to take it when an effect lets you.</source>
        <translation>Перетащите карту с руки в свою игровую область, чтобы разыграть её, или карту рынка в свою область, чтобы взять её, когда эффект это позволяет.</translation>
    </message>
    <message>
        <source>A market card is taken only when an effect lets you acquire one.</source>
        <translation>Карту с рынка можно взять, только когда эффект позволяет приобрести карту.</translation>
    </message>
    <message>
        <source>Nothing can be done with that now: the lit cards and the buttons below show your moves.</source>
        <translation>С этим сейчас ничего сделать нельзя: ваши ходы — подсвеченные карты и кнопки внизу.</translation>
    </message>
    <message>
        <source>Show enlarged</source>
        <translation>Показать крупно</translation>
    </message>
    <message>
        <source>Innovate…</source>
        <translation>Инновация…</translation>
    </message>
    <message>
        <source>Play a card…</source>
        <translation>Разыграть карту…</translation>
    </message>
    <message>
        <source>Exhaust…</source>
        <translation>Эксплуатировать…</translation>
    </message>
    <message>
        <source>Drag a lit card onto your area or click it, or use the buttons.</source>
        <translation>Перетащите подсвеченную карту в свою область или щёлкните по ней, или воспользуйтесь кнопками.</translation>
    </message>
    <message>
        <source>Click a lit card, or use the buttons.</source>
        <translation>Щёлкните по подсвеченной карте или воспользуйтесь кнопками.</translation>
    </message>
    <message>
        <source>Waiting for {name}: {what}</source>
        <translation>Ждём игрока {name}: {what}</translation>
    </message>
</context>
<context>
    <name>FairPanel</name>
    <message>
        <source>Fair: trading</source>
        <translation>Ярмарка: торговля</translation>
    </message>
    <message>
        <source>I give:</source>
        <translation>Отдаю:</translation>
    </message>
    <message>
        <source>I want:</source>
        <translation>Хочу:</translation>
    </message>
    <message>
        <source>Post offer</source>
        <translation>Выставить предложение</translation>
    </message>
    <message>
        <source>Done trading</source>
        <translation>Закончить торговлю</translation>
    </message>
    <message>
        <source>My offers</source>
        <translation>Мои предложения</translation>
    </message>
    <message>
        <source>What the others offer</source>
        <translation>Что предлагают другие</translation>
    </message>
    <message>
        <source>deciding</source>
        <translation>думает</translation>
    </message>
    <message>
        <source>passes for now</source>
        <translation>пока пасует</translation>
    </message>
    <message>
        <source>done: no offers left</source>
        <translation>предложений больше нет</translation>
    </message>
    <message>
        <source>{name}: {status}</source>
        <translation>{name}: {status}</translation>
    </message>
    <message>
        <source>gives {give}, wants {want}</source>
        <translation>отдаёт «{give}», хочет «{want}»</translation>
    </message>
    <message>
        <source>no open offers</source>
        <translation>открытых предложений нет</translation>
    </message>
    <message>
        <source>You said done: a new offer from anyone brings you back.</source>
        <translation>Вы сказали «хватит»: любое новое предложение вернёт вас к торгам.</translation>
    </message>
    <message>
        <source>Nobody else can post at this fair: only the open offers can still trade.</source>
        <translation>Больше никто на этой ярмарке не может выставлять предложения: меняться можно только по открытым.</translation>
    </message>
    <message>
        <source>The others have passed for now: a new offer asks them again.</source>
        <translation>Остальные пока пасуют: новое предложение спросит их снова.</translation>
    </message>
    <message>
        <source>No rival can take this offer now.</source>
        <translation>Сейчас это предложение не может принять ни один соперник.</translation>
    </message>
    <message>
        <source>Offers posted at this fair: {n} of {max}</source>
        <translation>Предложений на этой ярмарке: {n} из {max}</translation>
    </message>
    <message>
        <source>{give} for {want}</source>
        <translation>{give} за {want}</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Снять</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Принять</translation>
    </message>
    <message>
        <source>Offer {want} for {give}: the trade happens at once.</source>
        <translation>Предложите {want} за {give}: обмен произойдёт сразу.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ничего</translation>
    </message>
</context>
<context>
    <name>FallbackTable</name>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>Waiting for {names}…</source>
        <translation>Ждём: {names}…</translation>
    </message>
    <message>
        <source>Generic table</source>
        <translation>Простой стол</translation>
    </message>
    <message>
        <source>This game has no table of its own yet. You see what your seat may see; choose an action below.</source>
        <translation>У этой игры пока нет своего стола. Здесь видно то, что видит ваше место; выберите действие ниже.</translation>
    </message>
    <message>
        <source>What you see</source>
        <translation>Что вы видите</translation>
    </message>
    <message>
        <source>Your actions</source>
        <translation>Ваши действия</translation>
    </message>
</context>
<context>
    <name>FightView</name>
    <message>
        <source>Drag armies onto a titan to fight it.</source>
        <translation>Перетащите армии на титана, чтобы сразиться с ним.</translation>
    </message>
    <message>
        <source>Fight {stars}</source>
        <translation>Сразиться {stars}</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Сбросить</translation>
    </message>
    <message numerus="yes">
        <source>Armies chosen: %n. Fight which titan?</source>
        <translation>
            <numerusform>Выбрана %n армия. С каким титаном сражаться?</numerusform>
            <numerusform>Выбрано %n армии. С каким титаном сражаться?</numerusform>
            <numerusform>Выбрано %n армий. С каким титаном сражаться?</numerusform>
        </translation>
    </message>
    <message>
        <source>Damage dice</source>
        <translation>Кубики урона</translation>
    </message>
    <message>
        <source>Against {titan}: defence {d}</source>
        <translation>Против титана «{titan}»: защита {d}</translation>
    </message>
    <message>
        <source>Free this round: ⚔{s} ➶{a}</source>
        <translation>Бесплатно в этом раунде: ⚔{s} ➶{a}</translation>
    </message>
    <message>
        <source>{troop}: ⚔{s} ➶{a}, costs {c}</source>
        <translation>{troop}: ⚔{s} ➶{a}, цена {c}</translation>
    </message>
    <message>
        <source>Arrows do not count against this titan: ➶{arrows}</source>
        <translation>Стрелы против этого титана не считаются: ➶{arrows}</translation>
    </message>
    <message>
        <source>Attack {attack} / defence {d} · price {n} of your {c} coins</source>
        <translation>Атака {attack} / защита {d} · цена {n} (монет у вас: {c})</translation>
    </message>
    <message>
        <source>Titan fight</source>
        <translation>Бой с титаном</translation>
    </message>
    <message>
        <source>End of round</source>
        <translation>Конец раунда</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Папка:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>Имя файла:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Тип файлов:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>GameOverScreen</name>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>Побеждает {name}!</translation>
    </message>
    <message>
        <source>Shared victory: {names}</source>
        <translation>Общая победа: {names}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Round by round</source>
        <translation>По раундам</translation>
    </message>
    <message>
        <source>No statistics for this game.</source>
        <translation>Для этой игры нет статистики.</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Главное меню</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Сыграть ещё</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Сохранить игру…</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <source>The computer judges every decision taken, from what its player could see then: where the game was won and lost, and what would have been better</source>
        <translation>Компьютер оценивает каждое решение по тому, что игрок видел в тот момент: где партия была выиграна и проиграна и что было бы лучше</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Повтор партии</translation>
    </message>
    <message>
        <source>The whole game again, move by move, every hand shown if you wish</source>
        <translation>Вся партия заново, ход за ходом; по желанию — с картами всех игроков</translation>
    </message>
    <message>
        <source>Export the log…</source>
        <translation>Журнал в файл…</translation>
    </message>
    <message>
        <source>Save the game log as a plain text or Markdown file</source>
        <translation>Сохранить журнал игры в файл: простой текст или Markdown</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>The computer&apos;s search failed; it played a random move.</source>
        <extracomment>&quot;What happened?&quot;: a function key, as the screen&apos;s other own controls (the letters are the tables&apos;).</extracomment>
        <translation>Поиск компьютера не удался; он сделал случайный ход.</translation>
    </message>
    <message>
        <source>What happened?</source>
        <translation>Что произошло?</translation>
    </message>
    <message>
        <source>What happened? ({key})</source>
        <translation>Что произошло? ({key})</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Your last move was taken back.</source>
        <translation>Ваш последний ход отменён.</translation>
    </message>
    <message>
        <source>Hints come with the computer players&apos; search, which is not built in yet.</source>
        <translation>Подсказки появятся вместе с поиском компьютерных игроков, его пока нет.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Ищем хороший ход…</translation>
    </message>
    <message>
        <source>{move}, then {next}</source>
        <translation>{move}, затем {next}</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Подсказка: {move}.</translation>
    </message>
    <message>
        <source>Chance to win: {percent}%</source>
        <translation>Шанс на победу: {percent}%</translation>
    </message>
    <message>
        <source>Coach: “{move}” looked stronger (chance to win {best}% against {mine}% after your move).</source>
        <translation>Тренер: сильнее было бы «{move}» (шанс на победу {best}% против {mine}% после вашего хода).</translation>
    </message>
    <message>
        <source>{names}: choosing a random move…</source>
        <translation>{names}: ход выбирается случайно…</translation>
    </message>
    <message>
        <source>{names}: thinking…</source>
        <translation>{names}: ход обдумывается…</translation>
    </message>
    <message>
        <source>Paused: a move is ready ({names}). Step ({key}) lets it happen.</source>
        <translation>Пауза: готов ход — {names}. «Шаг» ({key}) даёт его сделать.</translation>
    </message>
    <message>
        <source>Paused: the computer players wait before their next move.</source>
        <translation>Пауза: компьютерные игроки ждут перед следующим ходом.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>Deciding now: {names}</source>
        <translation>Сейчас решают: {names}</translation>
    </message>
    <message>
        <source>Your last move cannot be taken back: a card was drawn or a die thrown since, and undo never goes back past that.</source>
        <translation>Последний ход не отменить: после него уже взяли карту или бросили кубик, а отмена не возвращается за такой момент.</translation>
    </message>
    <message>
        <source>Nothing to take back: you have not moved yet.</source>
        <translation>Отменять нечего: вы ещё не ходили.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>Watch the game so far again, move by move, in a window of its own</source>
        <translation>Посмотреть партию с начала до этого момента, ход за ходом, в отдельном окне</translation>
    </message>
    <message>
        <source>Export log</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>Save the game log as a plain text or Markdown file</source>
        <translation>Сохранить журнал игры в файл: простой текст или Markdown</translation>
    </message>
    <message>
        <source>What the others did since your last turn: the events that matter most ({key})</source>
        <translation>Что сделали другие с вашего прошлого хода: самые важные события ({key})</translation>
    </message>
    <message>
        <source>Coach on</source>
        <translation>Тренер включён</translation>
    </message>
    <message>
        <source>After each of your moves the coach compares it with the best move its search finds, and speaks up below the table only after a clear mistake. Turn it off in Settings.</source>
        <translation>После каждого вашего хода тренер сравнивает его с лучшим ходом, который находит поиск, и подаёт голос под столом только после явной ошибки. Выключается в настройках.</translation>
    </message>
    <message>
        <source>Turn: {names}</source>
        <translation>Ходит: {names}</translation>
    </message>
    <message>
        <source>Phase: {phase}</source>
        <translation>Фаза: {phase}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить ход</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z)</source>
        <translation>Отменить ваш последний ход (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Подсказать ход (H)</translation>
    </message>
    <message>
        <source>Hints need the computer players&apos; search, which is not running.</source>
        <translation>Подсказкам нужен поиск компьютерных игроков, а он не запущен.</translation>
    </message>
    <message>
        <source>Hints are for your own decisions: wait until it is your move.</source>
        <translation>Подсказки — для ваших решений: дождитесь своего хода.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Save the game to a file (Ctrl+S)</source>
        <translation>Сохранить игру в файл (Ctrl+S)</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Загрузить</translation>
    </message>
    <message>
        <source>Load a saved game (Ctrl+O)</source>
        <translation>Загрузить сохранённую игру (Ctrl+O)</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Главное меню</translation>
    </message>
    <message>
        <source>Rules (F1)</source>
        <translation>Правила (F1)</translation>
    </message>
    <message>
        <source>Back to the start screen; the game is kept for Continue</source>
        <translation>На начальный экран; игру можно будет продолжить</translation>
    </message>
    <message>
        <source>Computer players make random legal moves for now: the real AI is not built in yet.</source>
        <translation>Пока компьютерные игроки делают случайные допустимые ходы: настоящего ИИ ещё нет.</translation>
    </message>
</context>
<context>
    <name>HeroesActions</name>
    <message>
        <source>Build {item} for army {n}</source>
        <translation>Построить: {item} для армии {n}</translation>
    </message>
    <message>
        <source>Build {item} to {name}</source>
        <translation>Построить: {item} к игроку {name}</translation>
    </message>
    <message>
        <source>Build {item}</source>
        <translation>Построить: {item}</translation>
    </message>
    <message numerus="yes">
        <source>(%n gold)</source>
        <translation>
            <numerusform>(%n золото)</numerusform>
            <numerusform>(%n золота)</numerusform>
            <numerusform>(%n золота)</numerusform>
        </translation>
    </message>
    <message>
        <source>with general</source>
        <translation>с генералом</translation>
    </message>
    <message>
        <source>under earthquake</source>
        <translation>под землетрясением</translation>
    </message>
    <message>
        <source>away</source>
        <translation>в походе</translation>
    </message>
    <message>
        <source>(no general)</source>
        <translation>(без генерала)</translation>
    </message>
    <message>
        <source>Hero fights as an army</source>
        <translation>Герой сражается как армия</translation>
    </message>
    <message>
        <source>Hero leads army {army}</source>
        <translation>Герой ведёт армию {army}</translation>
    </message>
    <message>
        <source>Attack {name}</source>
        <translation>Напасть на игрока {name}</translation>
    </message>
    <message>
        <source>Call off</source>
        <translation>Отменить войну</translation>
    </message>
    <message>
        <source>Call the war off: your armies stay at home, and no other war can be declared this turn.</source>
        <translation>Отменить войну: армии остаются дома, но другую войну в этот ход объявить уже нельзя.</translation>
    </message>
    <message>
        <source>Send army {army}</source>
        <translation>Отправить армию {army}</translation>
    </message>
    <message>
        <source>Attack!</source>
        <translation>В атаку!</translation>
    </message>
</context>
<context>
    <name>HeroesLook</name>
    <message>
        <source>Disaster</source>
        <translation>Бедствие</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Keep in hand</source>
        <translation>Держать в руке</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ресурс</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>остался %n</numerusform>
            <numerusform>осталось %n</numerusform>
            <numerusform>осталось %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeroesPrompts</name>
    <message>
        <source>The fair: offer cards in the trading panel on the right; a trade happens as soon as two wishes match.</source>
        <translation>Ярмарка: предлагайте карты в панели торговли справа; обмен происходит, как только два желания совпадут.</translation>
    </message>
    <message>
        <source>Done trading</source>
        <translation>Закончить торговлю</translation>
    </message>
    <message>
        <source>Your turn: one action. Drag cards onto a building to build, drag an army onto a tribe to attack, or use the buttons below.</source>
        <translation>Ваш ход: одно действие. Перетащите карты на постройку, чтобы построить, армию на племя, чтобы напасть, или используйте кнопки ниже.</translation>
    </message>
    <message>
        <source>Build more, or end building.</source>
        <translation>Постройте ещё или закончите строительство.</translation>
    </message>
    <message>
        <source>End building</source>
        <translation>Закончить строительство</translation>
    </message>
    <message>
        <source>War on {name}: choose the goal.</source>
        <translation>Война с игроком {name}: выберите цель.</translation>
    </message>
    <message numerus="yes">
        <source>War on {name}: send armies (drag them to the battlefield), then attack. Sent: %n.</source>
        <translation>
            <numerusform>Война с игроком {name}: отправьте армии (перетащите их на поле боя) и атакуйте. Отправлено армий: %n.</numerusform>
            <numerusform>Война с игроком {name}: отправьте армии (перетащите их на поле боя) и атакуйте. Отправлено армий: %n.</numerusform>
            <numerusform>Война с игроком {name}: отправьте армии (перетащите их на поле боя) и атакуйте. Отправлено армий: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n card(s) on the monument</source>
        <translation>
            <numerusform>Выложить %n карту в памятник</numerusform>
            <numerusform>Выложить %n карты в памятник</numerusform>
            <numerusform>Выложить %n карт в памятник</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Оставить в руке</translation>
    </message>
    <message>
        <source>Place {card} on your monument (drag them onto it) or keep them for trading.</source>
        <translation>Выложите «{card}» в свой памятник (перетащите на него) или оставьте для торговли.</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Сбросить: {card}</translation>
    </message>
    <message numerus="yes">
        <source>Too many cards: discard %n more (drag them onto the discard pile).</source>
        <translation>
            <numerusform>Слишком много карт: сбросьте ещё %n (перетащите в сброс).</numerusform>
            <numerusform>Слишком много карт: сбросьте ещё %n (перетащите в сброс).</numerusform>
            <numerusform>Слишком много карт: сбросьте ещё %n (перетащите в сброс).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wants to build a road to you. Do you agree?</source>
        <translation>{name} хочет построить к вам дорогу. Вы согласны?</translation>
    </message>
    <message>
        <source>Agree</source>
        <translation>Согласиться</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Отказать</translation>
    </message>
    <message>
        <source>{name}: army {army}</source>
        <translation>{name}: армия {army}</translation>
    </message>
    <message>
        <source>Earthquake! Choose another tribe&apos;s army to stop (or click it).</source>
        <translation>Землетрясение! Выберите армию другого племени, которую оно остановит (или щёлкните по ней).</translation>
    </message>
    <message>
        <source>Eruption! Choose the tribe whose city is destroyed (or click the city).</source>
        <translation>Извержение! Выберите племя, чей город будет разрушен (или щёлкните по городу).</translation>
    </message>
    <message>
        <source>An earthquake hits your army.</source>
        <translation>Землетрясение останавливает вашу армию.</translation>
    </message>
    <message>
        <source>An eruption destroys one of your cities.</source>
        <translation>Извержение разрушает один из ваших городов.</translation>
    </message>
    <message>
        <source>Famine: everyone loses their grain.</source>
        <translation>Голод: все теряют зерно.</translation>
    </message>
    <message>
        <source>Barbarians raid you for two ordinary cards.</source>
        <translation>Варвары отнимают у вас две обычные карты.</translation>
    </message>
    <message>
        <source>Play Luck</source>
        <translation>Сыграть «Удачу»</translation>
    </message>
    <message>
        <source>Play Olympic games</source>
        <translation>Сыграть «Олимпийские игры»</translation>
    </message>
    <message>
        <source>Let it happen</source>
        <translation>Пусть будет так</translation>
    </message>
    <message>
        <source>You have no card to answer with.</source>
        <translation>Вам нечем ответить.</translation>
    </message>
    <message numerus="yes">
        <source>{name} attacks you ({goal}); attacking armies: %n. Your answer?</source>
        <translation>
            <numerusform>{name} нападает на вас ({goal}); нападает %n армия. Ваш ответ?</numerusform>
            <numerusform>{name} нападает на вас ({goal}); нападают %n армии. Ваш ответ?</numerusform>
            <numerusform>{name} нападает на вас ({goal}); нападают %n армий. Ваш ответ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Heroes in your defence: %n. Add another, or fight.</source>
        <translation>
            <numerusform>Героев в вашей обороне: %n. Добавьте ещё одного или примите бой.</numerusform>
            <numerusform>Героев в вашей обороне: %n. Добавьте ещё одного или примите бой.</numerusform>
            <numerusform>Героев в вашей обороне: %n. Добавьте ещё одного или примите бой.</numerusform>
        </translation>
    </message>
    <message>
        <source>Olympic games: send them home</source>
        <translation>Олимпийские игры: отправить их домой</translation>
    </message>
    <message>
        <source>Hero fights as an army</source>
        <translation>Герой сражается как армия</translation>
    </message>
    <message>
        <source>Hero leads army {army}</source>
        <translation>Герой ведёт армию {army}</translation>
    </message>
    <message>
        <source>Fight as we are</source>
        <translation>Сражаться как есть</translation>
    </message>
    <message>
        <source>Game over: {name} wins ({how}).</source>
        <translation>Игра окончена: побеждает {name} ({how}).</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>Waiting for {name}: {decision}.</source>
        <translation>Ждём игрока {name}: {decision}.</translation>
    </message>
    <message>
        <source>The fair: still trading: {names}.</source>
        <translation>Ярмарка: ещё торгуют: {names}.</translation>
    </message>
    <message>
        <source>{name} is playing: {phase}.</source>
        <translation>Ходит {name}: {phase}.</translation>
    </message>
</context>
<context>
    <name>HeroesTable</name>
    <message>
        <source>Road between {a} and {b}</source>
        <translation>Дорога: {a} — {b}</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Ваша рука</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>Побеждает {name}!</translation>
    </message>
    <message>
        <source>Round {n}: the fair</source>
        <translation>Раунд {n}: ярмарка</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(вы)</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Ходит {name}</translation>
    </message>
    <message>
        <source>Round {n} · {phase}</source>
        <translation>Раунд {n} · {phase}</translation>
    </message>
    <message>
        <source>your decision: {decision}</source>
        <translation>решаете вы: {decision}</translation>
    </message>
    <message>
        <source>waiting for {name}: {decision}</source>
        <translation>ждём игрока {name}: {decision}</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>В игре</translation>
    </message>
    <message>
        <source>War: {a} against {b}</source>
        <translation>Война: {a} против игрока {b}</translation>
    </message>
    <message>
        <source>Cards go onto a building in the supply, your monument or the discard pile.</source>
        <translation>Карты кладут на постройку в запасе, на свой памятник или в сброс.</translation>
    </message>
    <message>
        <source>Drag an army onto another tribe to attack it.</source>
        <translation>Перетащите армию на другое племя, чтобы напасть на него.</translation>
    </message>
    <message>
        <source>Nothing can be done with another tribe&apos;s pieces now.</source>
        <translation>С фишками другого племени сейчас ничего сделать нельзя.</translation>
    </message>
    <message>
        <source>Nothing can be done with that now: the lit pieces and the buttons below show your moves.</source>
        <translation>С этим сейчас ничего сделать нельзя: ваши ходы — подсвеченные предметы и кнопки внизу.</translation>
    </message>
    <message>
        <source>Show enlarged</source>
        <translation>Показать крупно</translation>
    </message>
    <message>
        <source>Cannot build: {why}</source>
        <translation>Нельзя построить: {why}</translation>
    </message>
    <message>
        <source>Earthquake on this army {army}</source>
        <translation>Землетрясение на эту армию {army}</translation>
    </message>
    <message>
        <source>Eruption on a city of {name}</source>
        <translation>Извержение в городе игрока {name}</translation>
    </message>
    <message>
        <source>Choose what you want for {card} in the trading panel.</source>
        <translation>Выберите на панели торговли, что вы хотите за «{card}».</translation>
    </message>
    <message>
        <source>Collect taxes</source>
        <translation>Собрать налоги</translation>
    </message>
    <message>
        <source>One card per city (T)</source>
        <translation>Одна карта за каждый город (T)</translation>
    </message>
    <message>
        <source>Swap {card}</source>
        <translation>Обменять «{card}»</translation>
    </message>
    <message>
        <source>Swap a card…</source>
        <translation>Обменять карту…</translation>
    </message>
    <message>
        <source>Build…</source>
        <translation>Построить…</translation>
    </message>
    <message>
        <source>Everything you can afford (B)</source>
        <translation>Всё, что вам по средствам (B)</translation>
    </message>
    <message>
        <source>You cannot build now:</source>
        <translation>Сейчас построить ничего нельзя:</translation>
    </message>
    <message>
        <source>War…</source>
        <translation>Война…</translation>
    </message>
    <message>
        <source>Attack another tribe (W)</source>
        <translation>Напасть на другое племя (W)</translation>
    </message>
    <message>
        <source>You cannot attack now:</source>
        <translation>Сейчас напасть нельзя:</translation>
    </message>
    <message>
        <source>Skip the action</source>
        <translation>Пропустить действие</translation>
    </message>
    <message>
        <source>{a} attacks {b}</source>
        <translation>{a} нападает на игрока {b}</translation>
    </message>
    <message>
        <source>Click to close</source>
        <translation>Щёлкните, чтобы закрыть</translation>
    </message>
    <message>
        <source>general +2</source>
        <translation>генерал +2</translation>
    </message>
    <message numerus="yes">
        <source>fortresses +%n</source>
        <translation>
            <numerusform>крепости +%n</numerusform>
            <numerusform>крепости +%n</numerusform>
            <numerusform>крепости +%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintMarks</name>
    <message>
        <source>★ The move the hint suggests.</source>
        <translation>★ Ход, который советует подсказка.</translation>
    </message>
    <message>
        <source>☆ Another good move the hint found.</source>
        <translation>☆ Ещё один хороший ход, найденный подсказкой.</translation>
    </message>
    <message>
        <source>On the table: ★ marks the suggested move, ☆ the next best; green rings mark their pieces.</source>
        <translation>На столе: ★ отмечает советуемый ход, ☆ — следующие по силе; зелёные кольца выделяют их фишки.</translation>
    </message>
</context>
<context>
    <name>LoadDialog</name>
    <message>
        <source>Autosave</source>
        <translation>Автосохранение</translation>
    </message>
    <message>
        <source>Nobody is ahead yet</source>
        <translation>Пока никто не впереди</translation>
    </message>
    <message>
        <source>{name} (winner)</source>
        <translation>{name} (победа)</translation>
    </message>
    <message>
        <source>Cannot be read</source>
        <translation>Не читается</translation>
    </message>
    <message>
        <source>This file cannot be opened. {reason} You can delete it.</source>
        <translation>Этот файл нельзя открыть. {reason} Его можно удалить.</translation>
    </message>
    <message>
        <source>Delete a save</source>
        <translation>Удаление сохранения</translation>
    </message>
    <message>
        <source>Delete the save “{name}”? This cannot be undone.</source>
        <translation>Удалить сохранение «{name}»? Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Оставить</translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation>Загрузить игру</translation>
    </message>
    <message>
        <source>Civitas saves (*.json);;All files (*)</source>
        <translation>Сохранения Civitas (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Saved by an earlier version of Civitas: the round and the leader show once the game is saved again.</source>
        <translation>Сохранено более ранней версией Civitas: раунд и лидер появятся, когда игру сохранят снова.</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Сохранённые игры</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Сохранено</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Лидер</translation>
    </message>
    <message>
        <source>There are no saved games in {folder} yet.</source>
        <translation>В папке {folder} пока нет сохранённых игр.</translation>
    </message>
    <message>
        <source>Other file…</source>
        <translation>Другой файл…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>Watch the chosen game again, move by move; the save does not change</source>
        <translation>Посмотреть выбранную партию заново, ход за ходом; файл сохранения не меняется</translation>
    </message>
    <message>
        <source>Delete the chosen save (Del)</source>
        <translation>Удалить выбранное сохранение (Del)</translation>
    </message>
</context>
<context>
    <name>LogExport</name>
    <message>
        <source>Not finished yet</source>
        <translation>Партия ещё не окончена</translation>
    </message>
    <message>
        <source>Not finished yet (round {round})</source>
        <translation>Партия ещё не окончена (раунд {round})</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>Победитель: {name}</translation>
    </message>
    <message>
        <source>Shared victory: {names}</source>
        <translation>Общая победа: {names}</translation>
    </message>
    <message>
        <source>Nobody wins</source>
        <translation>Победителя нет</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (компьютер)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <source>{game}: the game log</source>
        <translation>{game}: журнал игры</translation>
    </message>
    <message>
        <source>Plain text (*.txt);;Markdown (*.md)</source>
        <translation>Простой текст (*.txt);;Markdown (*.md)</translation>
    </message>
    <message>
        <source>Export the game log</source>
        <translation>Сохранить журнал игры</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Save the game</source>
        <extracomment>A screen at least this large (its free area) opens the window maximised: a table of 1280×800 in the middle of a Full HD screen wastes most of it.</extracomment>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>Civitas saves (*.json)</source>
        <translation>Сохранения Civitas (*.json)</translation>
    </message>
    <message>
        <source>Saved as {name}.</source>
        <translation>Сохранено как {name}.</translation>
    </message>
    <message>
        <source>The log could not be written: {error}</source>
        <translation>Не удалось записать журнал: {error}</translation>
    </message>
    <message>
        <source>The log was saved as {name}.</source>
        <translation>Журнал сохранён: {name}.</translation>
    </message>
    <message>
        <source>Civitas</source>
        <translation>Civitas</translation>
    </message>
</context>
<context>
    <name>MarketStrip</name>
    <message>
        <source>Market day</source>
        <translation>Базарный день</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s)</source>
        <translation>
            <numerusform>%n предложение</numerusform>
            <numerusform>%n предложения</numerusform>
            <numerusform>%n предложений</numerusform>
        </translation>
    </message>
    <message>
        <source>Offers appear here. Drag a card from your hand here to offer it.</source>
        <translation>Здесь появляются предложения. Перетащите сюда карту с руки, чтобы выставить её на продажу.</translation>
    </message>
    <message numerus="yes">
        <source>Offered by {name} for %n card(s) from the buyer&apos;s hand.</source>
        <translation>
            <numerusform>Продаёт игрок {name} за %n карту с руки покупателя.</numerusform>
            <numerusform>Продаёт игрок {name} за %n карты с руки покупателя.</numerusform>
            <numerusform>Продаёт игрок {name} за %n карт с руки покупателя.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Price: %n card(s)</source>
        <translation>
            <numerusform>Цена: %n карта</numerusform>
            <numerusform>Цена: %n карты</numerusform>
            <numerusform>Цена: %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} bids %n card(s)</source>
        <translation>
            <numerusform>Игрок {name} предлагает %n карту</numerusform>
            <numerusform>Игрок {name} предлагает %n карты</numerusform>
            <numerusform>Игрок {name} предлагает %n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>The file {path} does not exist.</source>
        <translation>Файла {path} нет.</translation>
    </message>
    <message>
        <source>The file {path} could not be read: {error}.</source>
        <translation>Не удалось прочитать файл {path}: {error}.</translation>
    </message>
    <message>
        <source>{path} is not a save: it is a folder or a special file, not an ordinary file.</source>
        <translation>{path} — не сохранение: это папка или особый файл, а не обычный файл.</translation>
    </message>
    <message>
        <source>The file {path} is too large to be a Civitas save.</source>
        <translation>Файл {path} слишком велик для сохранения Civitas.</translation>
    </message>
    <message>
        <source>The save {path} is cut short: the file is incomplete.</source>
        <translation>Сохранение {path} оборвано: файл записан не полностью.</translation>
    </message>
    <message>
        <source>The file {path} is damaged: it is not a readable save.</source>
        <translation>Файл {path} повреждён: это не читаемое сохранение.</translation>
    </message>
    <message>
        <source>The file {path} is not a Civitas save.</source>
        <translation>Файл {path} — не сохранение Civitas.</translation>
    </message>
    <message>
        <source>The save {path} was made by a newer version of Civitas (format {version}).</source>
        <translation>Сохранение {path} сделано более новой версией Civitas (формат {version}).</translation>
    </message>
    <message>
        <source>The save {path} is for a game this version does not have ({game}).</source>
        <translation>Сохранение {path} относится к игре, которой нет в этой версии ({game}).</translation>
    </message>
    <message>
        <source>The save {path} is damaged: some of its data is missing or not valid.</source>
        <translation>Сохранение {path} повреждено: часть данных отсутствует или неверна.</translation>
    </message>
    <message>
        <source>The save {path} was made with version {saved} of the rules of {game}; this version of Civitas plays {game} by rules version {current} and cannot continue that game.</source>
        <translation>Сохранение {path} сделано по правилам игры «{game}» версии {saved}; в этой версии Civitas правила игры «{game}» версии {current}, и продолжить эту партию нельзя.</translation>
    </message>
    <message>
        <source>The save {path} is damaged: its list of moves cannot be read.</source>
        <translation>Сохранение {path} повреждено: не удаётся прочитать список ходов.</translation>
    </message>
    <message>
        <source>The save {path} is damaged: its moves do not replay (step {step}).</source>
        <translation>Сохранение {path} повреждено: ходы не воспроизводятся (шаг {step}).</translation>
    </message>
    <message>
        <source>The save {path} is damaged: replaying it does not give the position it recorded.</source>
        <translation>Сохранение {path} повреждено: после воспроизведения позиция не совпадает с записанной.</translation>
    </message>
    <message>
        <source>The game could not be saved to {path}: {error}.</source>
        <translation>Не удалось сохранить игру в {path}: {error}.</translation>
    </message>
    <message>
        <source>The save {path} could not be deleted: {error}.</source>
        <translation>Не удалось удалить сохранение {path}: {error}.</translation>
    </message>
    <message>
        <source>The settings file could not be read; the defaults are used, and the unreadable file was moved aside (it is in the data folder under a name starting with &quot;settings.damaged&quot;).</source>
        <translation>Не удалось прочитать файл настроек; действуют настройки по умолчанию, а нечитаемый файл отложен в сторону (он в папке данных, его имя начинается с «settings.damaged»).</translation>
    </message>
    <message>
        <source>The saved language was not valid and was reset.</source>
        <translation>Сохранённый язык был неверным и сброшен.</translation>
    </message>
    <message>
        <source>The saved AI delay was not valid and was reset.</source>
        <translation>Сохранённая пауза компьютера была неверной и сброшена.</translation>
    </message>
    <message>
        <source>The saved AI level was not valid and was reset.</source>
        <translation>Сохранённый уровень компьютера был неверным и сброшен.</translation>
    </message>
    <message>
        <source>The saved coach setting was not valid and was reset.</source>
        <translation>Сохранённая настройка подсказчика была неверной и сброшена.</translation>
    </message>
    <message>
        <source>The saved animations setting was not valid and was reset.</source>
        <translation>Сохранённая настройка анимации была неверной и сброшена.</translation>
    </message>
    <message>
        <source>The saved animation speed was not valid and was reset.</source>
        <translation>Сохранённая скорость анимации была недопустимой и сброшена.</translation>
    </message>
    <message>
        <source>The saved full-screen setting was not valid and was reset.</source>
        <translation>Сохранённая настройка полноэкранного режима была неверной и сброшена.</translation>
    </message>
    <message>
        <source>The settings could not be saved: {error}.</source>
        <translation>Не удалось сохранить настройки: {error}.</translation>
    </message>
    <message>
        <source>Unknown option: {key}.</source>
        <translation>Неизвестный параметр: {key}.</translation>
    </message>
    <message>
        <source>The option {key} must be a whole number.</source>
        <translation>Параметр {key} должен быть целым числом.</translation>
    </message>
    <message>
        <source>The option {key} must be on or off.</source>
        <translation>Параметр {key} должен быть включён или выключен.</translation>
    </message>
    <message>
        <source>The option {key} cannot be {value}.</source>
        <translation>Параметр {key} не может быть равен {value}.</translation>
    </message>
    <message>
        <source>The option {key} must be between {min} and {max}.</source>
        <translation>Параметр {key} должен быть от {min} до {max}.</translation>
    </message>
    <message>
        <source>The option {key} is of an unknown kind.</source>
        <translation>Параметр {key} неизвестного вида.</translation>
    </message>
    <message>
        <source>The option {key} has {value} more than once; each may be chosen only once.</source>
        <translation>Параметр {key}: «{value}» выбрано больше одного раза, а выбрать можно только один раз.</translation>
    </message>
    <message>
        <source>This version does not have the game {game}.</source>
        <translation>В этой версии нет игры {game}.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to {max}.</source>
        <translation>Номер расклада должен быть целым числом от 0 до {max}.</translation>
    </message>
    <message>
        <source>Unexpected error: {code}.</source>
        <translation>Непредвиденная ошибка: {code}.</translation>
    </message>
</context>
<context>
    <name>NavBar</name>
    <message>
        <source>Move {step} of {length} · Round {round}</source>
        <extracomment>The buttons, in order: (name, what it does); ``ReplayView.navigate`` knows each name.</extracomment>
        <translation>Ход {step} из {length} · Раунд {round}</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>В начало (Home)</translation>
    </message>
    <message>
        <source>◀◀ Round</source>
        <translation>◀◀ Раунд</translation>
    </message>
    <message>
        <source>A round back (Ctrl+Page Up)</source>
        <translation>На раунд назад (Ctrl+Page Up)</translation>
    </message>
    <message>
        <source>◀ Turn</source>
        <translation>◀ Очередь</translation>
    </message>
    <message>
        <source>A turn back (Ctrl+Left or Page Up)</source>
        <translation>На очередь назад (Ctrl+← или Page Up)</translation>
    </message>
    <message>
        <source>◀ Move</source>
        <translation>◀ Ход</translation>
    </message>
    <message>
        <source>A move back (Left)</source>
        <translation>На ход назад (←)</translation>
    </message>
    <message>
        <source>Move ▶</source>
        <translation>Ход ▶</translation>
    </message>
    <message>
        <source>A move forward (Right)</source>
        <translation>На ход вперёд (→)</translation>
    </message>
    <message>
        <source>Turn ▶</source>
        <translation>Очередь ▶</translation>
    </message>
    <message>
        <source>A turn forward (Ctrl+Right or Page Down)</source>
        <translation>На очередь вперёд (Ctrl+→ или Page Down)</translation>
    </message>
    <message>
        <source>Round ▶▶</source>
        <translation>Раунд ▶▶</translation>
    </message>
    <message>
        <source>A round forward (Ctrl+Page Down)</source>
        <translation>На раунд вперёд (Ctrl+Page Down)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>В конец (End)</translation>
    </message>
    <message>
        <source>Click or drag to go to any moment of the game; the marks are the rounds</source>
        <translation>Щёлкните или потяните, чтобы перейти к любому моменту партии; отметки — начала раундов</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>New game: {game}</source>
        <translation>Новая игра: {game}</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Число игроков:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Номер расклада:</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same game.</source>
        <translation>Тот же номер расклада и те же ходы дают ту же самую партию.</translation>
    </message>
    <message>
        <source>Any number: it decides the shuffles and dice, so one seed replays one game.</source>
        <translation>Любое число: от него зависят тасовки и кубики, один номер — одна и та же партия.</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Новый номер</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Передайте ход: {name}</translation>
    </message>
    <message>
        <source>The table is hidden so nobody sees another player&apos;s cards. {name}, click when you are ready.</source>
        <translation>Стол скрыт, чтобы никто не увидел чужих карт. {name}, нажмите, когда будете готовы.</translation>
    </message>
    <message>
        <source>I am {name}: show my table</source>
        <translation>Я — {name}: показать мой стол</translation>
    </message>
</context>
<context>
    <name>PieceMenus</name>
    <message>
        <source>{move} — {why}</source>
        <translation>{move} — {why}</translation>
    </message>
    <message>
        <source>Offer at the fair…</source>
        <translation>Предложить на ярмарке…</translation>
    </message>
    <message>
        <source>Attack with this army</source>
        <translation>Напасть этой армией</translation>
    </message>
</context>
<context>
    <name>RecapPanel</name>
    <message>
        <source>{name}, since your last turn</source>
        <translation>{name}, с вашего прошлого хода</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>С вашего прошлого хода</translation>
    </message>
    <message>
        <source>Nothing important happened.</source>
        <translation>Ничего важного не произошло.</translation>
    </message>
    <message numerus="yes">
        <source>The game log has %n more line(s).</source>
        <translation>
            <numerusform>В журнале игры ещё %n запись.</numerusform>
            <numerusform>В журнале игры ещё %n записи.</numerusform>
            <numerusform>В журнале игры ещё %n записей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click here or press Esc to close.</source>
        <translation>Щёлкните здесь или нажмите Esc, чтобы закрыть.</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <source>This is a replay: moves cannot be made here. Step through the game with the buttons below or the arrow keys.</source>
        <translation>Это повтор партии: ходить здесь нельзя. Листайте партию кнопками внизу или клавишами со стрелками.</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>Replay: {game}</source>
        <translation>Повтор: {game}</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>Глазами игрока:</translation>
    </message>
    <message>
        <source>Whose cards the table shows: until the game ends, only what this player could see</source>
        <translation>Чьи карты показывает стол: пока партия не окончена — только то, что видел этот игрок</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>Показать все карты</translation>
    </message>
    <message>
        <source>The whole position with every hidden card; choose any player above to see the table from their seat, their hand face up</source>
        <translation>Вся позиция со всеми скрытыми картами; выберите вверху любого игрока, чтобы увидеть стол с его места и его руку лицом вверх</translation>
    </message>
    <message>
        <source>Only once the game has ended: until then the replay shows what one player could see</source>
        <translation>Только после конца партии: до тех пор повтор показывает то, что видел один игрок</translation>
    </message>
    <message>
        <source>Export the log…</source>
        <translation>Сохранить журнал…</translation>
    </message>
    <message>
        <source>Save the game log as a plain text or Markdown file</source>
        <translation>Сохранить журнал игры в файл: простой текст или Markdown</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <source>Click a line to see the table right after it</source>
        <translation>Щёлкните строку, чтобы увидеть стол сразу после этого события</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Civitas</source>
        <extracomment>The side&apos;s width while the review is shown: its chart and lists need more room than the log.</extracomment>
        <translation>Civitas</translation>
    </message>
    <message>
        <source>The log could not be written: {error}</source>
        <translation>Не удалось записать журнал: {error}</translation>
    </message>
    <message>
        <source>The log was saved as {name}.</source>
        <translation>Журнал сохранён: {name}.</translation>
    </message>
    <message>
        <source>Replay: {game} — Civitas</source>
        <translation>Повтор: {game} — Civitas</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>The computer judges the decisions taken, from what each player could see then: the win chances over the game, the turning points and the costliest moves</source>
        <translation>Компьютер оценивает принятые решения по тому, что каждый игрок видел в тот момент: шансы на победу по ходу партии, переломные моменты и самые дорогие ходы</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>The computer is looking at every decision from what its player could see then… {percent}%</source>
        <translation>Компьютер разбирает каждое решение по тому, что игрок тогда видел… {percent}%</translation>
    </message>
    <message>
        <source>The review was stopped.</source>
        <translation>Разбор остановлен.</translation>
    </message>
    <message>
        <source>The review could not be made.</source>
        <translation>Разбор не удался.</translation>
    </message>
    <message>
        <source>Only the computer played in this game: there are no decisions to review.</source>
        <translation>В этой партии играл только компьютер: разбирать нечего.</translation>
    </message>
    <message>
        <source>Each decision judged from what its player could see then. Click a point, a mark or a decision to see that moment.</source>
        <translation>Каждое решение оценено по тому, что игрок видел в тот момент. Нажмите на точку, значок или решение, чтобы увидеть этот момент.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Move {move}: {name} takes the lead ({percent}% to win)</source>
        <translation>Ход {move}: в лидерах — {name} (шанс на победу {percent}%)</translation>
    </message>
    <message>
        <source>Move {move}: the chance of {name} falls most, from {before}% to {after}%</source>
        <translation>Ход {move}: сильнее всего падает шанс игрока {name}: с {before}% до {after}%</translation>
    </message>
    <message>
        <source>Costliest decisions: {name}</source>
        <translation>Самые дорогие решения: {name}</translation>
    </message>
    <message>
        <source>No costly decision: every move was close to the computer&apos;s choice.</source>
        <translation>Дорогих ошибок нет: каждый ход был близок к выбору компьютера.</translation>
    </message>
    <message>
        <source>Turning points</source>
        <translation>Переломные моменты</translation>
    </message>
    <message>
        <source>No turning points: the chances stayed close all game.</source>
        <translation>Переломов не было: шансы всю партию оставались близкими.</translation>
    </message>
    <message>
        <source>Move {move}: {action}</source>
        <translation>Ход {move}: {action}</translation>
    </message>
    <message>
        <source>Better: {best}</source>
        <translation>Лучше: {best}</translation>
    </message>
    <message>
        <source>Chance to win −{drop} percentage points ({chance}% instead of {best}%)</source>
        <translation>Шанс на победу −{drop} п. п. ({chance}% вместо {best}%)</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>Разобрать заново</translation>
    </message>
    <message>
        <source>The chances to win appear here once the review is ready.</source>
        <translation>Шансы на победу появятся здесь, когда разбор будет готов.</translation>
    </message>
    <message>
        <source>takes the lead</source>
        <translation>выход вперёд</translation>
    </message>
    <message>
        <source>largest fall</source>
        <translation>сильнейшее падение</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Previous: {title}</source>
        <translation>Назад: {title}</translation>
    </message>
    <message>
        <source>Next: {title}</source>
        <translation>Далее: {title}</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Nothing found</source>
        <translation>Ничего не найдено</translation>
    </message>
    <message>
        <source>Sections: {sections} · cards: {cards}</source>
        <translation>Разделы: {sections} · карты: {cards}</translation>
    </message>
    <message>
        <source>Cards ({n})</source>
        <translation>Карты ({n})</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Поиск:</translation>
    </message>
    <message>
        <source>A word to find in the rules and on the cards</source>
        <translation>Слово для поиска в правилах и на картах</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Назад</translation>
    </message>
    <message>
        <source>Return to the section you read before</source>
        <translation>Вернуться к предыдущему разделу</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>Правила: {game}</translation>
    </message>
</context>
<context>
    <name>SeatArea</name>
    <message>
        <source>passed</source>
        <translation>спасовал</translation>
    </message>
    <message>
        <source>The capital: 1 food, 4 spaces, 5 coins of income, a limit of 2 armies</source>
        <translation>Столица: 1 еда, 4 места, доход 5 монет, не больше 2 армий</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Столица</translation>
    </message>
    <message>
        <source>food {f}/{c}</source>
        <translation>еда {f}/{c}</translation>
    </message>
    <message>
        <source>spaces {u}/{t}</source>
        <translation>места {u}/{t}</translation>
    </message>
    <message>
        <source>armies {count}/{limit}</source>
        <translation>армии {count}/{limit}</translation>
    </message>
    <message>
        <source>⚔{s} ➶{a}</source>
        <translation>⚔{s} ➶{a}</translation>
    </message>
    <message>
        <source>{c} coins · {k} knowledge · {n} pts</source>
        <translation>монет: {c} · знаний: {k} · {n} оч.</translation>
    </message>
    <message>
        <source>Citizens</source>
        <translation>Жители</translation>
    </message>
    <message>
        <source>Citizen {skill}: drag it onto an action row</source>
        <translation>Житель {skill}: перетащите его на поле действия</translation>
    </message>
    <message>
        <source>Starving</source>
        <translation>Голодающие</translation>
    </message>
    <message>
        <source>Citizen {skill} is starving: it does not work this round</source>
        <translation>Житель {skill} голодает: в этом раунде он не работает</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Армии</translation>
    </message>
    <message>
        <source>Dismissed: its experience counts when the army fights</source>
        <translation>Распущен: его опыт считается, когда армия сражается</translation>
    </message>
    <message>
        <source>Coins on the scroll: it fought this round</source>
        <translation>Монеты на свитке: отряд уже сражался в этом раунде</translation>
    </message>
    <message>
        <source>Coins on the illustration: each makes it dearer</source>
        <translation>Монеты на иллюстрации: каждая делает отряд дороже</translation>
    </message>
    <message>
        <source>Room for a new army</source>
        <translation>Место для новой армии</translation>
    </message>
    <message>
        <source>Empire</source>
        <translation>Империя</translation>
    </message>
    <message>
        <source>{u}/{t} spaces</source>
        <translation>мест {u}/{t}</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Резерв</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>ведущий</translation>
    </message>
    <message>
        <source>Drop an event that strikes a player here</source>
        <translation>Сюда перетаскивают событие, направленное против игрока</translation>
    </message>
    <message>
        <source>reputation {n}</source>
        <translation>репутация {n}</translation>
    </message>
    <message>
        <source>score {n}</source>
        <translation>очки {n}</translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation>в руке {n}</translation>
    </message>
    <message>
        <source>quests {held} held, {done} done</source>
        <translation>задания: на руках {held}, выполнено {done}</translation>
    </message>
    <message>
        <source>Drop a card here to lay it face down as a new territory</source>
        <translation>Перетащите сюда карту, чтобы положить её рубашкой вверх новой территорией</translation>
    </message>
    <message numerus="yes">
        <source>Local profit of this territory: %n unit(s). Drag it onto a card here that needs income.</source>
        <translation>
            <numerusform>Местный доход этой территории: %n единица. Перетащите его на карту здесь, которой нужен доход.</numerusform>
            <numerusform>Местный доход этой территории: %n единицы. Перетащите его на карту здесь, которой нужен доход.</numerusform>
            <numerusform>Местный доход этой территории: %n единиц. Перетащите его на карту здесь, которой нужен доход.</numerusform>
        </translation>
    </message>
    <message>
        <source>{card} spans this territory and territory {n}</source>
        <translation>{card} стоит на этой территории и на территории {n}</translation>
    </message>
    <message numerus="yes">
        <source>Works: received %n unit(s) of income, all it needs.</source>
        <translation>
            <numerusform>Работает: получила %n единицу дохода — всё, что нужно.</numerusform>
            <numerusform>Работает: получила %n единицы дохода — всё, что нужно.</numerusform>
            <numerusform>Работает: получила %n единиц дохода — всё, что нужно.</numerusform>
        </translation>
    </message>
    <message>
        <source>Lacks income: received {got} of {need}. Unfunded at the end of the round, it collapses.</source>
        <translation>Не хватает дохода: получено {got} из {need}. Без дохода к концу раунда карта разрушится.</translation>
    </message>
    <message>
        <source>Lacks income: received {got} of {need}. Unfunded, it gives nothing this round, but it never collapses.</source>
        <translation>Не хватает дохода: получено {got} из {need}. Без оплаты карта в этом раунде ничего не даёт, но никогда не рушится.</translation>
    </message>
    <message numerus="yes">
        <source>Stored in the bank: %n unit(s).</source>
        <translation>
            <numerusform>В банке хранится %n единица.</numerusform>
            <numerusform>В банке хранятся %n единицы.</numerusform>
            <numerusform>В банке хранится %n единиц.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards tucked under it: %n</source>
        <translation>
            <numerusform>Карт подложено под неё: %n</numerusform>
            <numerusform>Карт подложено под неё: %n</numerusform>
            <numerusform>Карт подложено под неё: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collapses at the end of this round unless it gets %n more unit(s) of income</source>
        <translation>
            <numerusform>Разрушится в конце раунда, если не получит ещё %n единицу дохода</numerusform>
            <numerusform>Разрушится в конце раунда, если не получит ещё %n единицы дохода</numerusform>
            <numerusform>Разрушится в конце раунда, если не получит ещё %n единиц дохода</numerusform>
        </translation>
    </message>
    <message>
        <source>Marked by an invader: unless it gets its income, it is seized</source>
        <translation>Помечена захватчиком: если не получит свой доход, её захватят</translation>
    </message>
    <message>
        <source>Territory {n} of {name}</source>
        <translation>Территория {n}, владелец — {name}</translation>
    </message>
    <message>
        <source>Made from: {card} (only you see it)</source>
        <translation>Сделана из карты: {card} (видите только вы)</translation>
    </message>
    <message numerus="yes">
        <source>Local profit: %n unit(s)</source>
        <translation>
            <numerusform>Местный доход: %n единица</numerusform>
            <numerusform>Местный доход: %n единицы</numerusform>
            <numerusform>Местный доход: %n единиц</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Quests</source>
        <translation>Задания</translation>
    </message>
    <message>
        <source>Your quests: held ones above, completed ones dimmed</source>
        <translation>Ваши задания: сначала взятые, выполненные — затенены</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Выполнено</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>выбыл из игры</translation>
    </message>
    <message>
        <source>last turn!</source>
        <translation>последний ход!</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Monument: {card}</source>
        <translation>Памятник: {card}</translation>
    </message>
    <message>
        <source>Monument {n}/{max}</source>
        <translation>Памятник {n}/{max}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n карта в руке</numerusform>
            <numerusform>%n карты в руке</numerusform>
            <numerusform>%n карт в руке</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Seat {n}</source>
        <translation>Место {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Компьютер: лёгкий</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Компьютер: средний</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Компьютер: сильный</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Золотой</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Фиолетовый</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Оранжевый</translation>
    </message>
    <message>
        <source>Other colour…</source>
        <translation>Другой цвет…</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Computer {n}</source>
        <translation>Компьютер {n}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Computer players&apos; level for new games:</source>
        <translation>Уровень компьютерных игроков в новых играх:</translation>
    </message>
    <message>
        <source>Pause before a computer move:</source>
        <translation>Пауза перед ходом компьютера:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>Coach: after your move, a quiet note when the search finds a clearly better one</source>
        <translation>Тренер: после вашего хода — короткая заметка, если поиск нашёл ход заметно лучше</translation>
    </message>
    <message>
        <source>Animations on the table</source>
        <translation>Анимация на столе</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Скорость анимации:</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Во весь экран (F11)</translation>
    </message>
</context>
<context>
    <name>StandingsTexts</name>
    <message>
        <source>{name}: cities {cities} of {max}, monument {monument} of {max}, armies {armies}, cards in hand {cards}</source>
        <translation>{name}: городов {cities} из {max}, памятник {monument} из {max}, армий {armies}, карт в руке {cards}</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>Civilization board and card games</source>
        <translation>Настольные и карточные игры о цивилизациях</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>No games are installed yet.</source>
        <translation>Пока не установлено ни одной игры.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Resume your last game of the game chosen in the list</source>
        <translation>Продолжить последнюю партию игры, выбранной в списке</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Загрузить…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Обучение</translation>
    </message>
    <message>
        <source>A guided first game: learn to play step by step</source>
        <translation>Первая игра с подсказками: учитесь играть шаг за шагом</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <source>About Civitas</source>
        <translation>О программе Civitas</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>That cannot go there.</source>
        <translation>Сюда это положить нельзя.</translation>
    </message>
    <message>
        <source>Your decision: choose one of the answers.</source>
        <translation>Ваше решение: выберите один из ответов.</translation>
    </message>
    <message numerus="yes">
        <source>Left to choose: %n.</source>
        <translation>
            <numerusform>Осталось выбрать: %n.</numerusform>
            <numerusform>Осталось выбрать: %n.</numerusform>
            <numerusform>Осталось выбрать: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Ещё…</translation>
    </message>
    <message>
        <source>The other answers, in a menu</source>
        <translation>Остальные ответы — в меню</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>Ждём хода: {names}.</translation>
    </message>
</context>
<context>
    <name>TerritoryLook</name>
    <message>
        <source>Building</source>
        <translation>Здание</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Персонаж</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Reputation</source>
        <translation>Репутация</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Развитие</translation>
    </message>
    <message>
        <source>Quest</source>
        <translation>Задание</translation>
    </message>
    <message>
        <source>made from: {card}</source>
        <translation>из карты: {card}</translation>
    </message>
    <message>
        <source>Territory {n}</source>
        <translation>Территория №{n}</translation>
    </message>
</context>
<context>
    <name>TerritoryTable</name>
    <message>
        <source>It is not your turn.</source>
        <extracomment>What happened that a player must not miss, shown as toasts over the table (the log has it all).</extracomment>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>Units are taken from the pool in the income draft.</source>
        <translation>Единицы из общего дохода берут в розыгрыше дохода.</translation>
    </message>
    <message>
        <source>The pool is empty.</source>
        <translation>Общий доход исчерпан.</translation>
    </message>
    <message>
        <source>None of your cards can take income now: each has all it needs, or a burden blocks it.</source>
        <translation>Ни одной вашей карте сейчас нельзя дать доход: у каждой уже есть всё нужное или доход перекрыт обузой.</translation>
    </message>
    <message>
        <source>Nothing can be done with that now: the lit pieces and the buttons below show your moves.</source>
        <translation>С этим сейчас ничего сделать нельзя: ваши ходы — подсвеченные предметы и кнопки внизу.</translation>
    </message>
    <message>
        <source>Released where nothing takes it: drop it on a lit card, territory or place.</source>
        <translation>Здесь ничего не принимает перетаскиваемое: отпустите его на подсвеченной карте, территории или месте.</translation>
    </message>
    <message>
        <source>In a union of territories {lands}. Significance: {parts}</source>
        <translation>В союзе территорий {lands}. Значимость: {parts}</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Development</source>
        <translation>Развитие</translation>
    </message>
    <message>
        <source>Quests</source>
        <translation>Задания</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отбой</translation>
    </message>
    <message>
        <source>Demolished</source>
        <translation>Снос</translation>
    </message>
    <message>
        <source>Income pool</source>
        <translation>Общий доход</translation>
    </message>
    <message numerus="yes">
        <source>The income pool: %n unit(s) left this round. Drag a unit onto one of your cards.</source>
        <translation>
            <numerusform>Общий доход: в этом раунде осталась %n единица. Перетащите единицу на свою карту.</numerusform>
            <numerusform>Общий доход: в этом раунде осталось %n единицы. Перетащите единицу на свою карту.</numerusform>
            <numerusform>Общий доход: в этом раунде осталось %n единиц. Перетащите единицу на свою карту.</numerusform>
        </translation>
    </message>
    <message>
        <source>The dice of this round&apos;s income roll</source>
        <translation>Кубики броска дохода в этом раунде</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(вы)</translation>
    </message>
    <message>
        <source>Round {n} · {name}&apos;s turn</source>
        <translation>Раунд {n} · ход: {name}</translation>
    </message>
    <message>
        <source>Leader: {name}</source>
        <translation>Ведущий: {name}</translation>
    </message>
    <message>
        <source>market day this round</source>
        <translation>в этом раунде базарный день</translation>
    </message>
    <message>
        <source>market day in round {n}</source>
        <translation>базарный день в раунде {n}</translation>
    </message>
    <message>
        <source>The leader acts first in every phase of the round; a market day comes every third round.</source>
        <translation>Ведущий действует первым в каждой фазе раунда; базарный день бывает каждый третий раунд.</translation>
    </message>
    <message>
        <source>Construction</source>
        <translation>Строительство</translation>
    </message>
    <message>
        <source>Income draft</source>
        <translation>Розыгрыш дохода</translation>
    </message>
    <message>
        <source>Last window of the round</source>
        <translation>Последние действия раунда</translation>
    </message>
    <message>
        <source>A spy&apos;s catch</source>
        <translation>Добыча шпиона</translation>
    </message>
    <message>
        <source>Market day: offers</source>
        <translation>Базарный день: предложения</translation>
    </message>
    <message>
        <source>Market day: purchases</source>
        <translation>Базарный день: покупки</translation>
    </message>
    <message>
        <source>Market day: payment</source>
        <translation>Базарный день: оплата</translation>
    </message>
    <message>
        <source>Market day: a bid to answer</source>
        <translation>Базарный день: ответ на встречную цену</translation>
    </message>
    <message>
        <source>Reputation: the first to reach {n} ends the game at the end of that round.</source>
        <translation>Репутация: кто первым наберёт {n}, тот завершит игру в конце этого раунда.</translation>
    </message>
    <message>
        <source>Reputation</source>
        <translation>Репутация</translation>
    </message>
    <message>
        <source>Drag a unit of the pool onto one of your cards that still needs income, or a bank.</source>
        <translation>Перетащите единицу общего дохода на свою карту, которой ещё нужен доход, или в банк.</translation>
    </message>
    <message>
        <source>Local profit goes onto a card of the same territory (or its union) that needs income.</source>
        <translation>Местный доход кладут на карту той же территории (или её союза), которой нужен доход.</translation>
    </message>
    <message>
        <source>That cannot go there: drop it on a lit place.</source>
        <translation>Сюда нельзя: отпустите на подсвеченном месте.</translation>
    </message>
    <message>
        <source>Show enlarged</source>
        <translation>Показать крупно</translation>
    </message>
    <message>
        <source>Construct…</source>
        <translation>Строить…</translation>
    </message>
    <message>
        <source>Take income…</source>
        <translation>Взять доход…</translation>
    </message>
    <message>
        <source>Local profit…</source>
        <translation>Местный доход…</translation>
    </message>
    <message>
        <source>Influence…</source>
        <translation>Влияние…</translation>
    </message>
    <message>
        <source>Offer a card…</source>
        <translation>Выставить карту…</translation>
    </message>
    <message>
        <source>Buy…</source>
        <translation>Купить…</translation>
    </message>
    <message>
        <source>Bid lower…</source>
        <translation>Предложить меньше…</translation>
    </message>
    <message numerus="yes">
        <source>%n more card(s) to give.</source>
        <translation>
            <numerusform>Осталось отдать %n карту.</numerusform>
            <numerusform>Осталось отдать %n карты.</numerusform>
            <numerusform>Осталось отдать %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a lit card, or use the buttons.</source>
        <translation>Щёлкните подсвеченную карту или воспользуйтесь кнопками.</translation>
    </message>
    <message>
        <source>{card} (short of {n})</source>
        <translation>{card} (не хватает {n})</translation>
    </message>
    <message>
        <source>If the round ended now, these would collapse: {cards}.</source>
        <translation>Если бы раунд закончился сейчас, разрушились бы: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} bids %n card(s) for your {card} (you asked {asked}). Accept or refuse?</source>
        <translation>
            <numerusform>Игрок {name} предлагает %n карту за вашу карту «{card}» (вы просили {asked}). Принять или отказать?</numerusform>
            <numerusform>Игрок {name} предлагает %n карты за вашу карту «{card}» (вы просили {asked}). Принять или отказать?</numerusform>
            <numerusform>Игрок {name} предлагает %n карт за вашу карту «{card}» (вы просили {asked}). Принять или отказать?</numerusform>
        </translation>
    </message>
    <message>
        <source>Market day: buy one card from another player, or buy nothing.</source>
        <translation>Базарный день: купите одну карту у другого игрока или ничего не покупайте.</translation>
    </message>
    <message>
        <source>You made your one lower bid of this market day.</source>
        <translation>Своё единственное встречное предложение в этот базарный день вы уже сделали.</translation>
    </message>
    <message>
        <source>No lower bid is possible: every offer asks 1 card, the lowest price.</source>
        <translation>Предложить меньше нельзя: каждое предложение стоит 1 карту — это самая низкая цена.</translation>
    </message>
    <message>
        <source>No lower bid is possible: your hand is empty.</source>
        <translation>Предложить меньше нельзя: у вас на руке нет карт.</translation>
    </message>
    <message>
        <source>Waiting for {name}: {what}</source>
        <translation>Ждём игрока {name}: {what}</translation>
    </message>
</context>
<context>
    <name>TribeSetup</name>
    <message>
        <source>Seat {n}:</source>
        <translation>Место {n}:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайно</translation>
    </message>
</context>
<context>
    <name>TutorialController</name>
    <message>
        <source>The tutorial panel has more to say first: read it and press Next.</source>
        <translation>Сначала дочитайте панель обучения и нажмите «Далее».</translation>
    </message>
    <message>
        <source>In the tutorial, please do this first: {step}.</source>
        <translation>В обучении сначала сделайте вот что: {step}.</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Tutorial · step {k} of {n}</source>
        <translation>Обучение · шаг {k} из {n}</translation>
    </message>
    <message>
        <source>The tutorial is over: play on, or leave.</source>
        <translation>Обучение окончено: играйте дальше или выйдите.</translation>
    </message>
    <message>
        <source>Press Next to go on.</source>
        <translation>Нажмите «Далее», чтобы продолжить.</translation>
    </message>
    <message>
        <source>Do it on the table: the place to act is ringed in green and its button starred.</source>
        <translation>Сделайте это на столе: нужное место обведено зелёным, а его кнопка отмечена звёздочкой.</translation>
    </message>
    <message>
        <source>Wait a moment: the other players are moving.</source>
        <translation>Подождите: ходят другие игроки.</translation>
    </message>
    <message>
        <source>Rules: {section}</source>
        <translation>Правила: {section}</translation>
    </message>
    <message>
        <source>Next ▸</source>
        <translation>Далее ▸</translation>
    </message>
    <message>
        <source>Go on to the next step</source>
        <translation>Перейти к следующему шагу</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <source>Back to the start screen; the tutorial resumes where you left it</source>
        <translation>На начальный экран; обучение продолжится с того же места</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Начать заново</translation>
    </message>
    <message>
        <source>Begin the tutorial again from the first step</source>
        <translation>Начать обучение с первого шага</translation>
    </message>
</context>
<context>
    <name>TutorialScreen</name>
    <message>
        <source>There is no undo in the tutorial: its steps only go forward.</source>
        <translation>В обучении ходы не отменяются: шаги идут только вперёд.</translation>
    </message>
    <message>
        <source>In the tutorial the panel on the right tells you what to do.</source>
        <translation>В обучении панель справа подсказывает, что делать.</translation>
    </message>
</context>
</TS>
