<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About Civitas</source>
            <translation>About Civitas</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Version {version}</translation>
        </message>
        <message>
            <source>Civilization board and card games with their rules enforced, at one computer with friends or against the computer. Everything works offline.</source>
            <translation>Civilization board and card games with their rules enforced, at one computer with friends or against the computer. Everything works offline.</translation>
        </message>
        <message>
            <source>Saves:</source>
            <translation>Saves:</translation>
        </message>
        <message>
            <source>Logs and crash reports:</source>
            <translation>Logs and crash reports:</translation>
        </message>
        <message>
            <source>Built with Python, Qt and PySide6 (LGPLv3) and platformdirs (MIT). Card art and icons are drawn by the program itself.</source>
            <translation>Built with Python, Qt and PySide6 (LGPLv3) and platformdirs (MIT). Card art and icons are drawn by the program itself.</translation>
        </message>
    </context>
    <context>
        <name>AiControls</name>
        <message>
            <source>The animations are off in the settings.</source>
            <translation>The animations are off in the settings.</translation>
        </message>
        <message>
            <source>{speed} ({key})</source>
            <translation>{speed} ({key})</translation>
        </message>
        <message>
            <source>Animation speed: {speed}. Click or press {key} for the next one.</source>
            <translation>Animation speed: {speed}. Click or press {key} for the next one.</translation>
        </message>
        <message>
            <source>Let one computer move happen ({key})</source>
            <translation>Let one computer move happen ({key})</translation>
        </message>
        <message>
            <source>Pause the computer players first; then each step lets one move happen.</source>
            <translation>Pause the computer players first; then each step lets one move happen.</translation>
        </message>
        <message>
            <source>No computer player has a move to make now.</source>
            <translation>No computer player has a move to make now.</translation>
        </message>
        <message>
            <source>Resume ({key})</source>
            <translation>Resume ({key})</translation>
        </message>
        <message>
            <source>Let the computer players move on their own again ({key})</source>
            <translation>Let the computer players move on their own again ({key})</translation>
        </message>
        <message>
            <source>Pause ({key})</source>
            <translation>Pause ({key})</translation>
        </message>
        <message>
            <source>Hold the computer players before their next move ({key})</source>
            <translation>Hold the computer players before their next move ({key})</translation>
        </message>
        <message>
            <source>Step ({key})</source>
            <translation>Step ({key})</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Resume</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Step</translation>
        </message>
    </context>
    <context>
        <name>AncientTable</name>
        <message>
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <source>Ongoing effect</source>
            <translation>Ongoing effect</translation>
        </message>
        <message>
            <source>Points at the end</source>
            <translation>Points at the end</translation>
        </message>
        <message>
            <source>To choose from</source>
            <translation>To choose from</translation>
        </message>
        <message>
            <source>Round {n} of 6</source>
            <translation>Round {n} of 6</translation>
        </message>
        <message>
            <source>opens in round {n}</source>
            <translation>opens in round {n}</translation>
        </message>
        <message>
            <source>Citizen {skill} of {name}</source>
            <translation>Citizen {skill} of {name}</translation>
        </message>
        <message>
            <source>Any citizen, free: nobody is here yet.</source>
            <translation>Any citizen, free: nobody is here yet.</translation>
        </message>
        <message>
            <source>Any citizen. Free for skill {skills}, otherwise 1 coin.</source>
            <translation>Any citizen. Free for skill {skills}, otherwise 1 coin.</translation>
        </message>
        <message>
            <source>Any citizen, whoever is here already.</source>
            <translation>Any citizen, whoever is here already.</translation>
        </message>
        <message>
            <source>Needs a citizen of skill {n} or higher.</source>
            <translation>Needs a citizen of skill {n} or higher.</translation>
        </message>
        <message>
            <source>Any citizen: nobody is here yet.</source>
            <translation>Any citizen: nobody is here yet.</translation>
        </message>
        <message>
            <source>Empire {l}</source>
            <translation>Empire {l}</translation>
        </message>
        <message>
            <source>Display</source>
            <translation>Display</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>Troops</source>
            <translation>Troops</translation>
        </message>
        <message>
            <source>Troops to recruit</source>
            <translation>Troops to recruit</translation>
        </message>
        <message>
            <source>Provinces</source>
            <translation>Provinces</translation>
        </message>
        <message>
            <source>hand up</source>
            <translation>hand up</translation>
        </message>
        <message>
            <source>hand down</source>
            <translation>hand down</translation>
        </message>
        <message>
            <source>The first-player token. Hand up: it stays with its holder for the next round.</source>
            <translation>The first-player token. Hand up: it stays with its holder for the next round.</translation>
        </message>
        <message>
            <source>First player: {name} ({side})</source>
            <translation>First player: {name} ({side})</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>The game is over</translation>
        </message>
        <message>
            <source>{name} wins with {n} points</source>
            <translation>{name} wins with {n} points</translation>
        </message>
        <message>
            <source>(you)</source>
            <translation>(you)</translation>
        </message>
        <message>
            <source>Round {n} · {name}'s turn</source>
            <translation>Round {n} · {name}'s turn</translation>
        </message>
        <message>
            <source>Drag a citizen onto an action row or onto one of your own cards with an action.</source>
            <translation>Drag a citizen onto an action row or onto one of your own cards with an action.</translation>
        </message>
        <message>
            <source>That cannot go there.</source>
            <translation>That cannot go there.</translation>
        </message>
        <message>
            <source>A card is taken once your citizen stands on the {row} row: drag a citizen there first.</source>
            <translation>A card is taken once your citizen stands on the {row} row: drag a citizen there first.</translation>
        </message>
        <message>
            <source>That citizen is another player's.</source>
            <translation>That citizen is another player's.</translation>
        </message>
        <message>
            <source>Nothing can be done with that now: the lit pieces and the buttons below show your moves.</source>
            <translation>Nothing can be done with that now: the lit pieces and the buttons below show your moves.</translation>
        </message>
        <message>
            <source>Show enlarged</source>
            <translation>Show enlarged</translation>
        </message>
        <message>
            <source>Place a citizen…</source>
            <translation>Place a citizen…</translation>
        </message>
        <message>
            <source>Fight a titan…</source>
            <translation>Fight a titan…</translation>
        </message>
        <message>
            <source>Take no more actions this round (P)</source>
            <translation>Take no more actions this round (P)</translation>
        </message>
        <message numerus="yes">
            <source>Left to choose: %n.</source>
            <translation>
                <numerusform>Left to choose: %n.</numerusform>
                <numerusform>Left to choose: %n.</numerusform>
            </translation>
        </message>
        <message>
            <source>Click the lit cards or tokens, or use the buttons.</source>
            <translation>Click the lit cards or tokens, or use the buttons.</translation>
        </message>
        <message>
            <source>Waiting for {name}: {what}</source>
            <translation>Waiting for {name}: {what}</translation>
        </message>
    </context>
    <context>
        <name>AnimationSpeed</name>
        <message>
            <source>0.5×</source>
            <translation>0.5×</translation>
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
            <translation>{speed} (slower)</translation>
        </message>
        <message>
            <source>{speed} (normal)</source>
            <translation>{speed} (normal)</translation>
        </message>
        <message>
            <source>{speed} (faster)</source>
            <translation>{speed} (faster)</translation>
        </message>
        <message>
            <source>{speed} (fastest)</source>
            <translation>{speed} (fastest)</translation>
        </message>
    </context>
    <context>
        <name>CardGallery</name>
        <message>
            <source>Rules: {section} →</source>
            <translation>Rules: {section} →</translation>
        </message>
        <message>
            <source>Every card of the game by kind, with how many copies of it there are. The link under a card opens the rules about it.</source>
            <translation>Every card of the game by kind, with how many copies of it there are. The link under a card opens the rules about it.</translation>
        </message>
        <message>
            <source>No card matches the search.</source>
            <translation>No card matches the search.</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>Civitas: an error</source>
            <translation>Civitas: an error</translation>
        </message>
        <message>
            <source>Something went wrong: {summary}</source>
            <translation>Something went wrong: {summary}</translation>
        </message>
        <message>
            <source>Your games are autosaved after every move. A report was written to {path}.</source>
            <translation>Your games are autosaved after every move. A report was written to {path}.</translation>
        </message>
    </context>
    <context>
        <name>DragController</name>
        <message>
            <source>Released where nothing takes it: drop it on a lit place.</source>
            <translation>Released where nothing takes it: drop it on a lit place.</translation>
        </message>
    </context>
    <context>
        <name>EmpiresPrompt</name>
        <message>
            <source>Choose a card to discard.</source>
            <translation>Choose a card to discard.</translation>
        </message>
        <message>
            <source>Choose a card to exile.</source>
            <translation>Choose a card to exile.</translation>
        </message>
        <message>
            <source>Choose a card to put into history.</source>
            <translation>Choose a card to put into history.</translation>
        </message>
        <message>
            <source>Choose a card to sink.</source>
            <translation>Choose a card to sink.</translation>
        </message>
        <message>
            <source>Choose a region to abandon.</source>
            <translation>Choose a region to abandon.</translation>
        </message>
        <message>
            <source>Choose a card to take back into your hand.</source>
            <translation>Choose a card to take back into your hand.</translation>
        </message>
        <message>
            <source>Choose a card from your hand to garrison.</source>
            <translation>Choose a card from your hand to garrison.</translation>
        </message>
        <message>
            <source>Choose the card you find.</source>
            <translation>Choose the card you find.</translation>
        </message>
        <message>
            <source>Choose a card to play.</source>
            <translation>Choose a card to play.</translation>
        </message>
        <message>
            <source>Choose a market card to acquire.</source>
            <translation>Choose a market card to acquire.</translation>
        </message>
        <message>
            <source>Choose a market card to break through for, or take the deck's top card.</source>
            <translation>Choose a market card to break through for, or take the deck's top card.</translation>
        </message>
        <message>
            <source>Choose a market card to exile.</source>
            <translation>Choose a market card to exile.</translation>
        </message>
        <message>
            <source>Choose a market card to replace with one from the exile pile.</source>
            <translation>Choose a market card to replace with one from the exile pile.</translation>
        </message>
        <message>
            <source>Choose the market card that gets your token.</source>
            <translation>Choose the market card that gets your token.</translation>
        </message>
        <message>
            <source>Take one of the cards you look at.</source>
            <translation>Take one of the cards you look at.</translation>
        </message>
        <message>
            <source>Take one of the fame cards you look at.</source>
            <translation>Take one of the fame cards you look at.</translation>
        </message>
        <message>
            <source>Put one card on the bottom, or leave them all on top.</source>
            <translation>Put one card on the bottom, or leave them all on top.</translation>
        </message>
        <message>
            <source>Innovation</source>
            <translation>Innovation</translation>
        </message>
        <message>
            <source>Cleanup</source>
            <translation>Cleanup</translation>
        </message>
        <message>
            <source>Reshuffle</source>
            <translation>Reshuffle</translation>
        </message>
        <message>
            <source>Solstice</source>
            <translation>Solstice</translation>
        </message>
        <message numerus="yes">
            <source>You may choose up to %n.</source>
            <translation>
                <numerusform>You may choose up to %n.</numerusform>
                <numerusform>You may choose up to %n.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Left to choose: %n.</source>
            <translation>
                <numerusform>Left to choose: %n.</numerusform>
                <numerusform>Left to choose: %n.</numerusform>
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
            <translation>Empire</translation>
        </message>
        <message>
            <source>Barbarians</source>
            <translation>Barbarians</translation>
        </message>
        <message>
            <source>The state card: its empire side is up since the accession</source>
            <translation>The state card: its empire side is up since the accession</translation>
        </message>
        <message>
            <source>The state card: its barbarian side is up until the accession</source>
            <translation>The state card: its barbarian side is up until the accession</translation>
        </message>
        <message>
            <source>Action tokens: playing a card (not a free one) takes one</source>
            <translation>Action tokens: playing a card (not a free one) takes one</translation>
        </message>
        <message>
            <source>Exhaust tokens: exhausting a card takes one</source>
            <translation>Exhaust tokens: exhausting a card takes one</translation>
        </message>
        <message>
            <source>Materials</source>
            <translation>Materials</translation>
        </message>
        <message>
            <source>Population</source>
            <translation>Population</translation>
        </message>
        <message>
            <source>Progress: 1 VP each at the end</source>
            <translation>Progress: 1 VP each at the end</translation>
        </message>
        <message>
            <source>{n} VP</source>
            <translation>{n} VP</translation>
        </message>
        <message>
            <source>Your points if the game ended now (unrest counted)</source>
            <translation>Your points if the game ended now (unrest counted)</translation>
        </message>
        <message>
            <source>hand {n}</source>
            <translation>hand {n}</translation>
        </message>
        <message>
            <source>Cards in hand</source>
            <translation>Cards in hand</translation>
        </message>
        <message>
            <source>deck {n}</source>
            <translation>deck {n}</translation>
        </message>
        <message>
            <source>Cards in the draw pile</source>
            <translation>Cards in the draw pile</translation>
        </message>
        <message>
            <source>history {n}</source>
            <translation>history {n}</translation>
        </message>
        <message>
            <source>Cards in history, under the power card</source>
            <translation>Cards in history, under the power card</translation>
        </message>
        <message>
            <source>development {n}</source>
            <translation>development {n}</translation>
        </message>
        <message>
            <source>Development cards not yet developed</source>
            <translation>Development cards not yet developed</translation>
        </message>
        <message>
            <source>Power</source>
            <translation>Power</translation>
        </message>
        <message numerus="yes">
            <source>History: %n card(s) under the power card</source>
            <translation>
                <numerusform>History: %n card under the power card</numerusform>
                <numerusform>History: %n cards under the power card</numerusform>
            </translation>
        </message>
        <message>
            <source>In play</source>
            <translation>In play</translation>
        </message>
        <message>
            <source>Garrisoned under {card}</source>
            <translation>Garrisoned under {card}</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) in its garrison</source>
            <translation>
                <numerusform>%n card in its garrison</numerusform>
                <numerusform>%n cards in its garrison</numerusform>
            </translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Your hand</translation>
        </message>
        <message>
            <source>Your draw pile: you know which cards are in it, not their order</source>
            <translation>Your draw pile: you know which cards are in it, not their order</translation>
        </message>
        <message>
            <source>Draw pile</source>
            <translation>Draw pile</translation>
        </message>
        <message>
            <source>Your nation deck: on a barbarian reshuffle its top card joins your deck; the accession card lies face up at its bottom</source>
            <translation>Your nation deck: on a barbarian reshuffle its top card joins your deck; the accession card lies face up at its bottom</translation>
        </message>
        <message>
            <source>Nation deck</source>
            <translation>Nation deck</translation>
        </message>
        <message>
            <source>History</source>
            <translation>History</translation>
        </message>
        <message>
            <source>History: cards put under your power card</source>
            <translation>History: cards put under your power card</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>Discard pile: shuffled into a new draw pile when the draw pile runs out</source>
            <translation>Discard pile: shuffled into a new draw pile when the draw pile runs out</translation>
        </message>
        <message>
            <source>Development</source>
            <translation>Development</translation>
        </message>
        <message>
            <source>Development cards: on an empire reshuffle you may develop one, paying its cost</source>
            <translation>Development cards: on an empire reshuffle you may develop one, paying its cost</translation>
        </message>
    </context>
    <context>
        <name>EmpiresTable</name>
        <message>
            <source>a hidden card</source>
            <extracomment>What a toast over the table tells as it happens: a reshuffle step by step (the discard shuffled into a new draw pile, the nation deck's card joining it, the state card's flip, a development), a turn's type, a revolt and an attack's answers.</extracomment>
            <translation>a hidden card</translation>
        </message>
        <message>
            <source>Main deck</source>
            <translation>Main deck</translation>
        </message>
        <message>
            <source>The small deck of {cat} cards: a market slot of its category is refilled from it</source>
            <translation>The small deck of {cat} cards: a market slot of its category is refilled from it</translation>
        </message>
        <message>
            <source>The main deck: refills a slot whose small deck is empty</source>
            <translation>The main deck: refills a slot whose small deck is empty</translation>
        </message>
        <message>
            <source>Exile</source>
            <translation>Exile</translation>
        </message>
        <message>
            <source>The exile pile: cards removed from the game; some effects take from it</source>
            <translation>The exile pile: cards removed from the game; some effects take from it</translation>
        </message>
        <message>
            <source>Unrest</source>
            <translation>Unrest</translation>
        </message>
        <message>
            <source>The unrest pile: acquiring a card with unrest under it brings that unrest too</source>
            <translation>The unrest pile: acquiring a card with unrest under it brings that unrest too</translation>
        </message>
        <message>
            <source>side {side}</source>
            <translation>side {side}</translation>
        </message>
        <message>
            <source>Fame</source>
            <translation>Fame</translation>
        </message>
        <message>
            <source>The fame deck; its capstone lies at the bottom ({side})</source>
            <translation>The fame deck; its capstone lies at the bottom ({side})</translation>
        </message>
        <message>
            <source>Unrest under this card: whoever acquires the card takes it too</source>
            <translation>Unrest under this card: whoever acquires the card takes it too</translation>
        </message>
        <message>
            <source>Tokens on this card: whoever acquires it takes them</source>
            <translation>Tokens on this card: whoever acquires it takes them</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>The game is over</translation>
        </message>
        <message>
            <source>{name} wins with {n} VP</source>
            <translation>{name} wins with {n} VP</translation>
        </message>
        <message>
            <source>{card}: {what}</source>
            <translation>{card}: {what}</translation>
        </message>
        <message>
            <source>(you)</source>
            <translation>(you)</translation>
        </message>
        <message>
            <source>Round {n} · Your answer to {name}'s card</source>
            <translation>Round {n} · Your answer to {name}'s card</translation>
        </message>
        <message>
            <source>Round {n} · {name}'s turn</source>
            <translation>Round {n} · {name}'s turn</translation>
        </message>
        <message>
            <source>{name} answers: {what}</source>
            <translation>{name} answers: {what}</translation>
        </message>
        <message>
            <source>First player: {name}</source>
            <translation>First player: {name}</translation>
        </message>
        <message>
            <source>final round</source>
            <translation>final round</translation>
        </message>
        <message>
            <source>the end is triggered</source>
            <translation>the end is triggered</translation>
        </message>
        <message>
            <source>The end of the game comes after the round it is triggered</source>
            <translation>The end of the game comes after the round it is triggered</translation>
        </message>
        <message>
            <source>Round {n} · Your answer in {name}'s turn</source>
            <translation>Round {n} · Your answer in {name}'s turn</translation>
        </message>
        <message>
            <source>The Rival (solo opponent)</source>
            <translation>The Rival (solo opponent)</translation>
        </message>
        <message>
            <source>Cards the Rival took</source>
            <translation>Cards the Rival took</translation>
        </message>
        <message>
            <source>The Rival's marker: another roll of {n} takes this card</source>
            <translation>The Rival's marker: another roll of {n} takes this card</translation>
        </message>
        <message>
            <source>To choose from</source>
            <translation>To choose from</translation>
        </message>
        <message>
            <source>Drag a card from your hand into your play area to play it, or a market card onto your area to take it when an effect lets you.</source>
            <translation>Drag a card from your hand into your play area to play it, or a market card onto your area to take it when an effect lets you.</translation>
        </message>
        <message>
            <source>A market card is taken only when an effect lets you acquire one.</source>
            <translation>A market card is taken only when an effect lets you acquire one.</translation>
        </message>
        <message>
            <source>Nothing can be done with that now: the lit cards and the buttons below show your moves.</source>
            <translation>Nothing can be done with that now: the lit cards and the buttons below show your moves.</translation>
        </message>
        <message>
            <source>Show enlarged</source>
            <translation>Show enlarged</translation>
        </message>
        <message>
            <source>Innovate…</source>
            <translation>Innovate…</translation>
        </message>
        <message>
            <source>Play a card…</source>
            <translation>Play a card…</translation>
        </message>
        <message>
            <source>Exhaust…</source>
            <translation>Exhaust…</translation>
        </message>
        <message>
            <source>Drag a lit card onto your area or click it, or use the buttons.</source>
            <translation>Drag a lit card onto your area or click it, or use the buttons.</translation>
        </message>
        <message>
            <source>Click a lit card, or use the buttons.</source>
            <translation>Click a lit card, or use the buttons.</translation>
        </message>
        <message>
            <source>Waiting for {name}: {what}</source>
            <translation>Waiting for {name}: {what}</translation>
        </message>
    </context>
    <context>
        <name>FairPanel</name>
        <message>
            <source>Fair: trading</source>
            <translation>Fair: trading</translation>
        </message>
        <message>
            <source>I give:</source>
            <translation>I give:</translation>
        </message>
        <message>
            <source>I want:</source>
            <translation>I want:</translation>
        </message>
        <message>
            <source>Post offer</source>
            <translation>Post offer</translation>
        </message>
        <message>
            <source>Done trading</source>
            <translation>Done trading</translation>
        </message>
        <message>
            <source>My offers</source>
            <translation>My offers</translation>
        </message>
        <message>
            <source>What the others offer</source>
            <translation>What the others offer</translation>
        </message>
        <message>
            <source>deciding</source>
            <translation>deciding</translation>
        </message>
        <message>
            <source>passes for now</source>
            <translation>passes for now</translation>
        </message>
        <message>
            <source>done: no offers left</source>
            <translation>done: no offers left</translation>
        </message>
        <message>
            <source>{name}: {status}</source>
            <translation>{name}: {status}</translation>
        </message>
        <message>
            <source>gives {give}, wants {want}</source>
            <translation>gives {give}, wants {want}</translation>
        </message>
        <message>
            <source>no open offers</source>
            <translation>no open offers</translation>
        </message>
        <message>
            <source>You said done: a new offer from anyone brings you back.</source>
            <translation>You said done: a new offer from anyone brings you back.</translation>
        </message>
        <message>
            <source>Nobody else can post at this fair: only the open offers can still trade.</source>
            <translation>Nobody else can post at this fair: only the open offers can still trade.</translation>
        </message>
        <message>
            <source>The others have passed for now: a new offer asks them again.</source>
            <translation>The others have passed for now: a new offer asks them again.</translation>
        </message>
        <message>
            <source>No rival can take this offer now.</source>
            <translation>No rival can take this offer now.</translation>
        </message>
        <message>
            <source>Offers posted at this fair: {n} of {max}</source>
            <translation>Offers posted at this fair: {n} of {max}</translation>
        </message>
        <message>
            <source>{give} for {want}</source>
            <translation>{give} for {want}</translation>
        </message>
        <message>
            <source>Withdraw</source>
            <translation>Withdraw</translation>
        </message>
        <message>
            <source>Accept</source>
            <translation>Accept</translation>
        </message>
        <message>
            <source>Offer {want} for {give}: the trade happens at once.</source>
            <translation>Offer {want} for {give}: the trade happens at once.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
    </context>
    <context>
        <name>FallbackTable</name>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>Waiting for {names}…</source>
            <translation>Waiting for {names}…</translation>
        </message>
        <message>
            <source>Generic table</source>
            <translation>Generic table</translation>
        </message>
        <message>
            <source>This game has no table of its own yet. You see what your seat may see; choose an action below.</source>
            <translation>This game has no table of its own yet. You see what your seat may see; choose an action below.</translation>
        </message>
        <message>
            <source>What you see</source>
            <translation>What you see</translation>
        </message>
        <message>
            <source>Your actions</source>
            <translation>Your actions</translation>
        </message>
    </context>
    <context>
        <name>FightView</name>
        <message>
            <source>Drag armies onto a titan to fight it.</source>
            <translation>Drag armies onto a titan to fight it.</translation>
        </message>
        <message>
            <source>Fight {stars}</source>
            <translation>Fight {stars}</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Clear</translation>
        </message>
        <message numerus="yes">
            <source>Armies chosen: %n. Fight which titan?</source>
            <translation>
                <numerusform>Armies chosen: %n. Fight which titan?</numerusform>
                <numerusform>Armies chosen: %n. Fight which titan?</numerusform>
            </translation>
        </message>
        <message>
            <source>Damage dice</source>
            <translation>Damage dice</translation>
        </message>
        <message>
            <source>Against {titan}: defence {d}</source>
            <translation>Against {titan}: defence {d}</translation>
        </message>
        <message>
            <source>Free this round: ⚔{s} ➶{a}</source>
            <translation>Free this round: ⚔{s} ➶{a}</translation>
        </message>
        <message>
            <source>{troop}: ⚔{s} ➶{a}, costs {c}</source>
            <translation>{troop}: ⚔{s} ➶{a}, costs {c}</translation>
        </message>
        <message>
            <source>Arrows do not count against this titan: ➶{arrows}</source>
            <translation>Arrows do not count against this titan: ➶{arrows}</translation>
        </message>
        <message>
            <source>Attack {attack} / defence {d} · price {n} of your {c} coins</source>
            <translation>Attack {attack} / defence {d} · price {n} of your {c} coins</translation>
        </message>
        <message>
            <source>Titan fight</source>
            <translation>Titan fight</translation>
        </message>
        <message>
            <source>End of round</source>
            <translation>End of round</translation>
        </message>
    </context>
    <context>
        <name>FileDialogs</name>
        <message>
            <source>Save</source>
            <translation>Save</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <source>Folder:</source>
            <translation>Folder:</translation>
        </message>
        <message>
            <source>File name:</source>
            <translation>File name:</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>Files of type:</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
    </context>
    <context>
        <name>GameOverScreen</name>
        <message>
            <source>Place</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>{name} wins!</translation>
        </message>
        <message>
            <source>Shared victory: {names}</source>
            <translation>Shared victory: {names}</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>The game is over</translation>
        </message>
        <message>
            <source>Round by round</source>
            <translation>Round by round</translation>
        </message>
        <message>
            <source>No statistics for this game.</source>
            <translation>No statistics for this game.</translation>
        </message>
        <message>
            <source>Main menu</source>
            <translation>Main menu</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Play again</translation>
        </message>
        <message>
            <source>Save the game…</source>
            <translation>Save the game…</translation>
        </message>
        <message>
            <source>Review the game</source>
            <translation>Review the game</translation>
        </message>
        <message>
            <source>The computer judges every decision taken, from what its player could see then: where the game was won and lost, and what would have been better</source>
            <translation>The computer judges every decision taken, from what its player could see then: where the game was won and lost, and what would have been better</translation>
        </message>
        <message>
            <source>Watch the replay</source>
            <translation>Watch the replay</translation>
        </message>
        <message>
            <source>The whole game again, move by move, every hand shown if you wish</source>
            <translation>The whole game again, move by move, every hand shown if you wish</translation>
        </message>
        <message>
            <source>Export the log…</source>
            <translation>Export the log…</translation>
        </message>
        <message>
            <source>Save the game log as a plain text or Markdown file</source>
            <translation>Save the game log as a plain text or Markdown file</translation>
        </message>
    </context>
    <context>
        <name>GameScreen</name>
        <message>
            <source>The computer's search failed; it played a random move.</source>
            <extracomment>"What happened?": a function key, as the screen's other own controls (the letters are the tables').</extracomment>
            <translation>The computer's search failed; it played a random move.</translation>
        </message>
        <message>
            <source>What happened?</source>
            <translation>What happened?</translation>
        </message>
        <message>
            <source>What happened? ({key})</source>
            <translation>What happened? ({key})</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>Your last move was taken back.</source>
            <translation>Your last move was taken back.</translation>
        </message>
        <message>
            <source>Hints come with the computer players' search, which is not built in yet.</source>
            <translation>Hints come with the computer players' search, which is not built in yet.</translation>
        </message>
        <message>
            <source>Looking for a good move…</source>
            <translation>Looking for a good move…</translation>
        </message>
        <message>
            <source>{move}, then {next}</source>
            <translation>{move}, then {next}</translation>
        </message>
        <message>
            <source>Hint: {move}.</source>
            <translation>Hint: {move}.</translation>
        </message>
        <message>
            <source>Chance to win: {percent}%</source>
            <translation>Chance to win: {percent}%</translation>
        </message>
        <message>
            <source>Coach: “{move}” looked stronger (chance to win {best}% against {mine}% after your move).</source>
            <translation>Coach: “{move}” looked stronger (chance to win {best}% against {mine}% after your move).</translation>
        </message>
        <message>
            <source>{names}: choosing a random move…</source>
            <translation>{names}: choosing a random move…</translation>
        </message>
        <message>
            <source>{names}: thinking…</source>
            <translation>{names}: thinking…</translation>
        </message>
        <message>
            <source>Paused: a move is ready ({names}). Step ({key}) lets it happen.</source>
            <translation>Paused: a move is ready ({names}). Step ({key}) lets it happen.</translation>
        </message>
        <message>
            <source>Paused: the computer players wait before their next move.</source>
            <translation>Paused: the computer players wait before their next move.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>Deciding now: {names}</source>
            <translation>Deciding now: {names}</translation>
        </message>
        <message>
            <source>Your last move cannot be taken back: a card was drawn or a die thrown since, and undo never goes back past that.</source>
            <translation>Your last move cannot be taken back: a card was drawn or a die thrown since, and undo never goes back past that.</translation>
        </message>
        <message>
            <source>Nothing to take back: you have not moved yet.</source>
            <translation>Nothing to take back: you have not moved yet.</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Replay</translation>
        </message>
        <message>
            <source>Watch the game so far again, move by move, in a window of its own</source>
            <translation>Watch the game so far again, move by move, in a window of its own</translation>
        </message>
        <message>
            <source>Export log</source>
            <translation>Export log</translation>
        </message>
        <message>
            <source>Save the game log as a plain text or Markdown file</source>
            <translation>Save the game log as a plain text or Markdown file</translation>
        </message>
        <message>
            <source>What the others did since your last turn: the events that matter most ({key})</source>
            <translation>What the others did since your last turn: the events that matter most ({key})</translation>
        </message>
        <message>
            <source>Coach on</source>
            <translation>Coach on</translation>
        </message>
        <message>
            <source>After each of your moves the coach compares it with the best move its search finds, and speaks up below the table only after a clear mistake. Turn it off in Settings.</source>
            <translation>After each of your moves the coach compares it with the best move its search finds, and speaks up below the table only after a clear mistake. Turn it off in Settings.</translation>
        </message>
        <message>
            <source>Turn: {names}</source>
            <translation>Turn: {names}</translation>
        </message>
        <message>
            <source>Phase: {phase}</source>
            <translation>Phase: {phase}</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Undo</translation>
        </message>
        <message>
            <source>Take back your last move (Ctrl+Z)</source>
            <translation>Take back your last move (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <source>Suggest a move (H)</source>
            <translation>Suggest a move (H)</translation>
        </message>
        <message>
            <source>Hints need the computer players' search, which is not running.</source>
            <translation>Hints need the computer players' search, which is not running.</translation>
        </message>
        <message>
            <source>Hints are for your own decisions: wait until it is your move.</source>
            <translation>Hints are for your own decisions: wait until it is your move.</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Save</translation>
        </message>
        <message>
            <source>Save the game to a file (Ctrl+S)</source>
            <translation>Save the game to a file (Ctrl+S)</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Load</translation>
        </message>
        <message>
            <source>Load a saved game (Ctrl+O)</source>
            <translation>Load a saved game (Ctrl+O)</translation>
        </message>
        <message>
            <source>Main menu</source>
            <translation>Main menu</translation>
        </message>
        <message>
            <source>Rules (F1)</source>
            <translation>Rules (F1)</translation>
        </message>
        <message>
            <source>Back to the start screen; the game is kept for Continue</source>
            <translation>Back to the start screen; the game is kept for Continue</translation>
        </message>
        <message>
            <source>Computer players make random legal moves for now: the real AI is not built in yet.</source>
            <translation>Computer players make random legal moves for now: the real AI is not built in yet.</translation>
        </message>
    </context>
    <context>
        <name>HeroesActions</name>
        <message>
            <source>Build {item} for army {n}</source>
            <translation>Build {item} for army {n}</translation>
        </message>
        <message>
            <source>Build {item} to {name}</source>
            <translation>Build {item} to {name}</translation>
        </message>
        <message>
            <source>Build {item}</source>
            <translation>Build {item}</translation>
        </message>
        <message numerus="yes">
            <source>(%n gold)</source>
            <translation>
                <numerusform>(%n gold)</numerusform>
                <numerusform>(%n gold)</numerusform>
            </translation>
        </message>
        <message>
            <source>with general</source>
            <translation>with general</translation>
        </message>
        <message>
            <source>under earthquake</source>
            <translation>under earthquake</translation>
        </message>
        <message>
            <source>away</source>
            <translation>away</translation>
        </message>
        <message>
            <source>(no general)</source>
            <translation>(no general)</translation>
        </message>
        <message>
            <source>Hero fights as an army</source>
            <translation>Hero fights as an army</translation>
        </message>
        <message>
            <source>Hero leads army {army}</source>
            <translation>Hero leads army {army}</translation>
        </message>
        <message>
            <source>Attack {name}</source>
            <translation>Attack {name}</translation>
        </message>
        <message>
            <source>Call off</source>
            <translation>Call off</translation>
        </message>
        <message>
            <source>Call the war off: your armies stay at home, and no other war can be declared this turn.</source>
            <translation>Call the war off: your armies stay at home, and no other war can be declared this turn.</translation>
        </message>
        <message>
            <source>Send army {army}</source>
            <translation>Send army {army}</translation>
        </message>
        <message>
            <source>Attack!</source>
            <translation>Attack!</translation>
        </message>
    </context>
    <context>
        <name>HeroesLook</name>
        <message>
            <source>Disaster</source>
            <translation>Disaster</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Event</translation>
        </message>
        <message>
            <source>Keep in hand</source>
            <translation>Keep in hand</translation>
        </message>
        <message>
            <source>Resource</source>
            <translation>Resource</translation>
        </message>
        <message numerus="yes">
            <source>%n left</source>
            <translation>
                <numerusform>%n left</numerusform>
                <numerusform>%n left</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HeroesPrompts</name>
        <message>
            <source>The fair: offer cards in the trading panel on the right; a trade happens as soon as two wishes match.</source>
            <translation>The fair: offer cards in the trading panel on the right; a trade happens as soon as two wishes match.</translation>
        </message>
        <message>
            <source>Done trading</source>
            <translation>Done trading</translation>
        </message>
        <message>
            <source>Your turn: one action. Drag cards onto a building to build, drag an army onto a tribe to attack, or use the buttons below.</source>
            <translation>Your turn: one action. Drag cards onto a building to build, drag an army onto a tribe to attack, or use the buttons below.</translation>
        </message>
        <message>
            <source>Build more, or end building.</source>
            <translation>Build more, or end building.</translation>
        </message>
        <message>
            <source>End building</source>
            <translation>End building</translation>
        </message>
        <message>
            <source>War on {name}: choose the goal.</source>
            <translation>War on {name}: choose the goal.</translation>
        </message>
        <message numerus="yes">
            <source>War on {name}: send armies (drag them to the battlefield), then attack. Sent: %n.</source>
            <translation>
                <numerusform>War on {name}: send armies (drag them to the battlefield), then attack. Sent: %n.</numerusform>
                <numerusform>War on {name}: send armies (drag them to the battlefield), then attack. Sent: %n.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Place %n card(s) on the monument</source>
            <translation>
                <numerusform>Place %n card on the monument</numerusform>
                <numerusform>Place %n cards on the monument</numerusform>
            </translation>
        </message>
        <message>
            <source>Keep them</source>
            <translation>Keep them</translation>
        </message>
        <message>
            <source>Place {card} on your monument (drag them onto it) or keep them for trading.</source>
            <translation>Place {card} on your monument (drag them onto it) or keep them for trading.</translation>
        </message>
        <message>
            <source>Discard {card}</source>
            <translation>Discard {card}</translation>
        </message>
        <message numerus="yes">
            <source>Too many cards: discard %n more (drag them onto the discard pile).</source>
            <translation>
                <numerusform>Too many cards: discard %n more (drag them onto the discard pile).</numerusform>
                <numerusform>Too many cards: discard %n more (drag them onto the discard pile).</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} wants to build a road to you. Do you agree?</source>
            <translation>{name} wants to build a road to you. Do you agree?</translation>
        </message>
        <message>
            <source>Agree</source>
            <translation>Agree</translation>
        </message>
        <message>
            <source>Refuse</source>
            <translation>Refuse</translation>
        </message>
        <message>
            <source>{name}: army {army}</source>
            <translation>{name}: army {army}</translation>
        </message>
        <message>
            <source>Earthquake! Choose another tribe's army to stop (or click it).</source>
            <translation>Earthquake! Choose another tribe's army to stop (or click it).</translation>
        </message>
        <message>
            <source>Eruption! Choose the tribe whose city is destroyed (or click the city).</source>
            <translation>Eruption! Choose the tribe whose city is destroyed (or click the city).</translation>
        </message>
        <message>
            <source>An earthquake hits your army.</source>
            <translation>An earthquake hits your army.</translation>
        </message>
        <message>
            <source>An eruption destroys one of your cities.</source>
            <translation>An eruption destroys one of your cities.</translation>
        </message>
        <message>
            <source>Famine: everyone loses their grain.</source>
            <translation>Famine: everyone loses their grain.</translation>
        </message>
        <message>
            <source>Barbarians raid you for two ordinary cards.</source>
            <translation>Barbarians raid you for two ordinary cards.</translation>
        </message>
        <message>
            <source>Play Luck</source>
            <translation>Play Luck</translation>
        </message>
        <message>
            <source>Play Olympic games</source>
            <translation>Play Olympic games</translation>
        </message>
        <message>
            <source>Let it happen</source>
            <translation>Let it happen</translation>
        </message>
        <message>
            <source>You have no card to answer with.</source>
            <translation>You have no card to answer with.</translation>
        </message>
        <message numerus="yes">
            <source>{name} attacks you ({goal}); attacking armies: %n. Your answer?</source>
            <translation>
                <numerusform>{name} attacks you ({goal}); attacking armies: %n. Your answer?</numerusform>
                <numerusform>{name} attacks you ({goal}); attacking armies: %n. Your answer?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Heroes in your defence: %n. Add another, or fight.</source>
            <translation>
                <numerusform>Heroes in your defence: %n. Add another, or fight.</numerusform>
                <numerusform>Heroes in your defence: %n. Add another, or fight.</numerusform>
            </translation>
        </message>
        <message>
            <source>Olympic games: send them home</source>
            <translation>Olympic games: send them home</translation>
        </message>
        <message>
            <source>Hero fights as an army</source>
            <translation>Hero fights as an army</translation>
        </message>
        <message>
            <source>Hero leads army {army}</source>
            <translation>Hero leads army {army}</translation>
        </message>
        <message>
            <source>Fight as we are</source>
            <translation>Fight as we are</translation>
        </message>
        <message>
            <source>Game over: {name} wins ({how}).</source>
            <translation>Game over: {name} wins ({how}).</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>Game over.</translation>
        </message>
        <message>
            <source>Waiting for {name}: {decision}.</source>
            <translation>Waiting for {name}: {decision}.</translation>
        </message>
        <message>
            <source>The fair: still trading: {names}.</source>
            <translation>The fair: still trading: {names}.</translation>
        </message>
        <message>
            <source>{name} is playing: {phase}.</source>
            <translation>{name} is playing: {phase}.</translation>
        </message>
    </context>
    <context>
        <name>HeroesTable</name>
        <message>
            <source>Road between {a} and {b}</source>
            <translation>Road between {a} and {b}</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Your hand</translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>{name} wins!</translation>
        </message>
        <message>
            <source>Round {n}: the fair</source>
            <translation>Round {n}: the fair</translation>
        </message>
        <message>
            <source>(you)</source>
            <translation>(you)</translation>
        </message>
        <message>
            <source>{name}'s turn</source>
            <translation>{name}'s turn</translation>
        </message>
        <message>
            <source>Round {n} · {phase}</source>
            <translation>Round {n} · {phase}</translation>
        </message>
        <message>
            <source>your decision: {decision}</source>
            <translation>your decision: {decision}</translation>
        </message>
        <message>
            <source>waiting for {name}: {decision}</source>
            <translation>waiting for {name}: {decision}</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Deck</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>In play</source>
            <translation>In play</translation>
        </message>
        <message>
            <source>War: {a} against {b}</source>
            <translation>War: {a} against {b}</translation>
        </message>
        <message>
            <source>Cards go onto a building in the supply, your monument or the discard pile.</source>
            <translation>Cards go onto a building in the supply, your monument or the discard pile.</translation>
        </message>
        <message>
            <source>Drag an army onto another tribe to attack it.</source>
            <translation>Drag an army onto another tribe to attack it.</translation>
        </message>
        <message>
            <source>Nothing can be done with another tribe's pieces now.</source>
            <translation>Nothing can be done with another tribe's pieces now.</translation>
        </message>
        <message>
            <source>Nothing can be done with that now: the lit pieces and the buttons below show your moves.</source>
            <translation>Nothing can be done with that now: the lit pieces and the buttons below show your moves.</translation>
        </message>
        <message>
            <source>Show enlarged</source>
            <translation>Show enlarged</translation>
        </message>
        <message>
            <source>Cannot build: {why}</source>
            <translation>Cannot build: {why}</translation>
        </message>
        <message>
            <source>Earthquake on this army {army}</source>
            <translation>Earthquake on this army {army}</translation>
        </message>
        <message>
            <source>Eruption on a city of {name}</source>
            <translation>Eruption on a city of {name}</translation>
        </message>
        <message>
            <source>Choose what you want for {card} in the trading panel.</source>
            <translation>Choose what you want for {card} in the trading panel.</translation>
        </message>
        <message>
            <source>Collect taxes</source>
            <translation>Collect taxes</translation>
        </message>
        <message>
            <source>One card per city (T)</source>
            <translation>One card per city (T)</translation>
        </message>
        <message>
            <source>Swap {card}</source>
            <translation>Swap {card}</translation>
        </message>
        <message>
            <source>Swap a card…</source>
            <translation>Swap a card…</translation>
        </message>
        <message>
            <source>Build…</source>
            <translation>Build…</translation>
        </message>
        <message>
            <source>Everything you can afford (B)</source>
            <translation>Everything you can afford (B)</translation>
        </message>
        <message>
            <source>You cannot build now:</source>
            <translation>You cannot build now:</translation>
        </message>
        <message>
            <source>War…</source>
            <translation>War…</translation>
        </message>
        <message>
            <source>Attack another tribe (W)</source>
            <translation>Attack another tribe (W)</translation>
        </message>
        <message>
            <source>You cannot attack now:</source>
            <translation>You cannot attack now:</translation>
        </message>
        <message>
            <source>Skip the action</source>
            <translation>Skip the action</translation>
        </message>
        <message>
            <source>{a} attacks {b}</source>
            <translation>{a} attacks {b}</translation>
        </message>
        <message>
            <source>Click to close</source>
            <translation>Click to close</translation>
        </message>
        <message>
            <source>general +2</source>
            <translation>general +2</translation>
        </message>
        <message numerus="yes">
            <source>fortresses +%n</source>
            <translation>
                <numerusform>fortresses +%n</numerusform>
                <numerusform>fortresses +%n</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HintMarks</name>
        <message>
            <source>★ The move the hint suggests.</source>
            <translation>★ The move the hint suggests.</translation>
        </message>
        <message>
            <source>☆ Another good move the hint found.</source>
            <translation>☆ Another good move the hint found.</translation>
        </message>
        <message>
            <source>On the table: ★ marks the suggested move, ☆ the next best; green rings mark their pieces.</source>
            <translation>On the table: ★ marks the suggested move, ☆ the next best; green rings mark their pieces.</translation>
        </message>
    </context>
    <context>
        <name>LoadDialog</name>
        <message>
            <source>Autosave</source>
            <translation>Autosave</translation>
        </message>
        <message>
            <source>Nobody is ahead yet</source>
            <translation>Nobody is ahead yet</translation>
        </message>
        <message>
            <source>{name} (winner)</source>
            <translation>{name} (winner)</translation>
        </message>
        <message>
            <source>Cannot be read</source>
            <translation>Cannot be read</translation>
        </message>
        <message>
            <source>This file cannot be opened. {reason} You can delete it.</source>
            <translation>This file cannot be opened. {reason} You can delete it.</translation>
        </message>
        <message>
            <source>Delete a save</source>
            <translation>Delete a save</translation>
        </message>
        <message>
            <source>Delete the save “{name}”? This cannot be undone.</source>
            <translation>Delete the save “{name}”? This cannot be undone.</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Keep it</source>
            <translation>Keep it</translation>
        </message>
        <message>
            <source>Load a game</source>
            <translation>Load a game</translation>
        </message>
        <message>
            <source>Civitas saves (*.json);;All files (*)</source>
            <translation>Civitas saves (*.json);;All files (*)</translation>
        </message>
        <message>
            <source>Saved by an earlier version of Civitas: the round and the leader show once the game is saved again.</source>
            <translation>Saved by an earlier version of Civitas: the round and the leader show once the game is saved again.</translation>
        </message>
        <message>
            <source>Saved games</source>
            <translation>Saved games</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Saved</source>
            <translation>Saved</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <source>Leader</source>
            <translation>Leader</translation>
        </message>
        <message>
            <source>There are no saved games in {folder} yet.</source>
            <translation>There are no saved games in {folder} yet.</translation>
        </message>
        <message>
            <source>Other file…</source>
            <translation>Other file…</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>Delete…</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Replay</translation>
        </message>
        <message>
            <source>Watch the chosen game again, move by move; the save does not change</source>
            <translation>Watch the chosen game again, move by move; the save does not change</translation>
        </message>
        <message>
            <source>Delete the chosen save (Del)</source>
            <translation>Delete the chosen save (Del)</translation>
        </message>
    </context>
    <context>
        <name>LogExport</name>
        <message>
            <source>Not finished yet</source>
            <translation>Not finished yet</translation>
        </message>
        <message>
            <source>Not finished yet (round {round})</source>
            <translation>Not finished yet (round {round})</translation>
        </message>
        <message>
            <source>{name} wins</source>
            <translation>{name} wins</translation>
        </message>
        <message>
            <source>Shared victory: {names}</source>
            <translation>Shared victory: {names}</translation>
        </message>
        <message>
            <source>Nobody wins</source>
            <translation>Nobody wins</translation>
        </message>
        <message>
            <source>{name} (computer)</source>
            <translation>{name} (computer)</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Game log</translation>
        </message>
        <message>
            <source>{game}: the game log</source>
            <translation>{game}: the game log</translation>
        </message>
        <message>
            <source>Plain text (*.txt);;Markdown (*.md)</source>
            <translation>Plain text (*.txt);;Markdown (*.md)</translation>
        </message>
        <message>
            <source>Export the game log</source>
            <translation>Export the game log</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <source>Game log</source>
            <translation>Game log</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Save the game</source>
            <extracomment>A screen at least this large (its free area) opens the window maximised: a table of 1280×800 in the middle of a Full HD screen wastes most of it.</extracomment>
            <translation>Save the game</translation>
        </message>
        <message>
            <source>Civitas saves (*.json)</source>
            <translation>Civitas saves (*.json)</translation>
        </message>
        <message>
            <source>Saved as {name}.</source>
            <translation>Saved as {name}.</translation>
        </message>
        <message>
            <source>The log could not be written: {error}</source>
            <translation>The log could not be written: {error}</translation>
        </message>
        <message>
            <source>The log was saved as {name}.</source>
            <translation>The log was saved as {name}.</translation>
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
            <translation>Market day</translation>
        </message>
        <message numerus="yes">
            <source>%n offer(s)</source>
            <translation>
                <numerusform>%n offer</numerusform>
                <numerusform>%n offers</numerusform>
            </translation>
        </message>
        <message>
            <source>Offers appear here. Drag a card from your hand here to offer it.</source>
            <translation>Offers appear here. Drag a card from your hand here to offer it.</translation>
        </message>
        <message numerus="yes">
            <source>Offered by {name} for %n card(s) from the buyer's hand.</source>
            <translation>
                <numerusform>Offered by {name} for %n card from the buyer's hand.</numerusform>
                <numerusform>Offered by {name} for %n cards from the buyer's hand.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Price: %n card(s)</source>
            <translation>
                <numerusform>Price: %n card</numerusform>
                <numerusform>Price: %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{name} bids %n card(s)</source>
            <translation>
                <numerusform>{name} bids %n card</numerusform>
                <numerusform>{name} bids %n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <source>The file {path} does not exist.</source>
            <translation>The file {path} does not exist.</translation>
        </message>
        <message>
            <source>The file {path} could not be read: {error}.</source>
            <translation>The file {path} could not be read: {error}.</translation>
        </message>
        <message>
            <source>{path} is not a save: it is a folder or a special file, not an ordinary file.</source>
            <translation>{path} is not a save: it is a folder or a special file, not an ordinary file.</translation>
        </message>
        <message>
            <source>The file {path} is too large to be a Civitas save.</source>
            <translation>The file {path} is too large to be a Civitas save.</translation>
        </message>
        <message>
            <source>The save {path} is cut short: the file is incomplete.</source>
            <translation>The save {path} is cut short: the file is incomplete.</translation>
        </message>
        <message>
            <source>The file {path} is damaged: it is not a readable save.</source>
            <translation>The file {path} is damaged: it is not a readable save.</translation>
        </message>
        <message>
            <source>The file {path} is not a Civitas save.</source>
            <translation>The file {path} is not a Civitas save.</translation>
        </message>
        <message>
            <source>The save {path} was made by a newer version of Civitas (format {version}).</source>
            <translation>The save {path} was made by a newer version of Civitas (format {version}).</translation>
        </message>
        <message>
            <source>The save {path} is for a game this version does not have ({game}).</source>
            <translation>The save {path} is for a game this version does not have ({game}).</translation>
        </message>
        <message>
            <source>The save {path} is damaged: some of its data is missing or not valid.</source>
            <translation>The save {path} is damaged: some of its data is missing or not valid.</translation>
        </message>
        <message>
            <source>The save {path} was made with version {saved} of the rules of {game}; this version of Civitas plays {game} by rules version {current} and cannot continue that game.</source>
            <translation>The save {path} was made with version {saved} of the rules of {game}; this version of Civitas plays {game} by rules version {current} and cannot continue that game.</translation>
        </message>
        <message>
            <source>The save {path} is damaged: its list of moves cannot be read.</source>
            <translation>The save {path} is damaged: its list of moves cannot be read.</translation>
        </message>
        <message>
            <source>The save {path} is damaged: its moves do not replay (step {step}).</source>
            <translation>The save {path} is damaged: its moves do not replay (step {step}).</translation>
        </message>
        <message>
            <source>The save {path} is damaged: replaying it does not give the position it recorded.</source>
            <translation>The save {path} is damaged: replaying it does not give the position it recorded.</translation>
        </message>
        <message>
            <source>The game could not be saved to {path}: {error}.</source>
            <translation>The game could not be saved to {path}: {error}.</translation>
        </message>
        <message>
            <source>The save {path} could not be deleted: {error}.</source>
            <translation>The save {path} could not be deleted: {error}.</translation>
        </message>
        <message>
            <source>The settings file could not be read; the defaults are used, and the unreadable file was moved aside (it is in the data folder under a name starting with "settings.damaged").</source>
            <translation>The settings file could not be read; the defaults are used, and the unreadable file was moved aside (it is in the data folder under a name starting with "settings.damaged").</translation>
        </message>
        <message>
            <source>The saved language was not valid and was reset.</source>
            <translation>The saved language was not valid and was reset.</translation>
        </message>
        <message>
            <source>The saved AI delay was not valid and was reset.</source>
            <translation>The saved AI delay was not valid and was reset.</translation>
        </message>
        <message>
            <source>The saved AI level was not valid and was reset.</source>
            <translation>The saved AI level was not valid and was reset.</translation>
        </message>
        <message>
            <source>The saved coach setting was not valid and was reset.</source>
            <translation>The saved coach setting was not valid and was reset.</translation>
        </message>
        <message>
            <source>The saved animations setting was not valid and was reset.</source>
            <translation>The saved animations setting was not valid and was reset.</translation>
        </message>
        <message>
            <source>The saved animation speed was not valid and was reset.</source>
            <translation>The saved animation speed was not valid and was reset.</translation>
        </message>
        <message>
            <source>The saved full-screen setting was not valid and was reset.</source>
            <translation>The saved full-screen setting was not valid and was reset.</translation>
        </message>
        <message>
            <source>The settings could not be saved: {error}.</source>
            <translation>The settings could not be saved: {error}.</translation>
        </message>
        <message>
            <source>Unknown option: {key}.</source>
            <translation>Unknown option: {key}.</translation>
        </message>
        <message>
            <source>The option {key} must be a whole number.</source>
            <translation>The option {key} must be a whole number.</translation>
        </message>
        <message>
            <source>The option {key} must be on or off.</source>
            <translation>The option {key} must be on or off.</translation>
        </message>
        <message>
            <source>The option {key} cannot be {value}.</source>
            <translation>The option {key} cannot be {value}.</translation>
        </message>
        <message>
            <source>The option {key} must be between {min} and {max}.</source>
            <translation>The option {key} must be between {min} and {max}.</translation>
        </message>
        <message>
            <source>The option {key} is of an unknown kind.</source>
            <translation>The option {key} is of an unknown kind.</translation>
        </message>
        <message>
            <source>The option {key} has {value} more than once; each may be chosen only once.</source>
            <translation>The option {key} has {value} more than once; each may be chosen only once.</translation>
        </message>
        <message>
            <source>This version does not have the game {game}.</source>
            <translation>This version does not have the game {game}.</translation>
        </message>
        <message>
            <source>The seed must be a whole number from 0 to {max}.</source>
            <translation>The seed must be a whole number from 0 to {max}.</translation>
        </message>
        <message>
            <source>Unexpected error: {code}.</source>
            <translation>Unexpected error: {code}.</translation>
        </message>
    </context>
    <context>
        <name>NavBar</name>
        <message>
            <source>Move {step} of {length} · Round {round}</source>
            <extracomment>The buttons, in order: (name, what it does); ``ReplayView.navigate`` knows each name.</extracomment>
            <translation>Move {step} of {length} · Round {round}</translation>
        </message>
        <message>
            <source>To the start (Home)</source>
            <translation>To the start (Home)</translation>
        </message>
        <message>
            <source>◀◀ Round</source>
            <translation>◀◀ Round</translation>
        </message>
        <message>
            <source>A round back (Ctrl+Page Up)</source>
            <translation>A round back (Ctrl+Page Up)</translation>
        </message>
        <message>
            <source>◀ Turn</source>
            <translation>◀ Turn</translation>
        </message>
        <message>
            <source>A turn back (Ctrl+Left or Page Up)</source>
            <translation>A turn back (Ctrl+Left or Page Up)</translation>
        </message>
        <message>
            <source>◀ Move</source>
            <translation>◀ Move</translation>
        </message>
        <message>
            <source>A move back (Left)</source>
            <translation>A move back (Left)</translation>
        </message>
        <message>
            <source>Move ▶</source>
            <translation>Move ▶</translation>
        </message>
        <message>
            <source>A move forward (Right)</source>
            <translation>A move forward (Right)</translation>
        </message>
        <message>
            <source>Turn ▶</source>
            <translation>Turn ▶</translation>
        </message>
        <message>
            <source>A turn forward (Ctrl+Right or Page Down)</source>
            <translation>A turn forward (Ctrl+Right or Page Down)</translation>
        </message>
        <message>
            <source>Round ▶▶</source>
            <translation>Round ▶▶</translation>
        </message>
        <message>
            <source>A round forward (Ctrl+Page Down)</source>
            <translation>A round forward (Ctrl+Page Down)</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>To the end (End)</translation>
        </message>
        <message>
            <source>Click or drag to go to any moment of the game; the marks are the rounds</source>
            <translation>Click or drag to go to any moment of the game; the marks are the rounds</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>New game: {game}</source>
            <translation>New game: {game}</translation>
        </message>
        <message>
            <source>Number of players:</source>
            <translation>Number of players:</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <source>Seed:</source>
            <translation>Seed:</translation>
        </message>
        <message>
            <source>The same seed and the same moves give the same game.</source>
            <translation>The same seed and the same moves give the same game.</translation>
        </message>
        <message>
            <source>Any number: it decides the shuffles and dice, so one seed replays one game.</source>
            <translation>Any number: it decides the shuffles and dice, so one seed replays one game.</translation>
        </message>
        <message>
            <source>New seed</source>
            <translation>New seed</translation>
        </message>
    </context>
    <context>
        <name>PassScreen</name>
        <message>
            <source>Pass to {name}</source>
            <translation>Pass to {name}</translation>
        </message>
        <message>
            <source>The table is hidden so nobody sees another player's cards. {name}, click when you are ready.</source>
            <translation>The table is hidden so nobody sees another player's cards. {name}, click when you are ready.</translation>
        </message>
        <message>
            <source>I am {name}: show my table</source>
            <translation>I am {name}: show my table</translation>
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
            <translation>Offer at the fair…</translation>
        </message>
        <message>
            <source>Attack with this army</source>
            <translation>Attack with this army</translation>
        </message>
    </context>
    <context>
        <name>RecapPanel</name>
        <message>
            <source>{name}, since your last turn</source>
            <translation>{name}, since your last turn</translation>
        </message>
        <message>
            <source>Since your last turn</source>
            <translation>Since your last turn</translation>
        </message>
        <message>
            <source>Nothing important happened.</source>
            <translation>Nothing important happened.</translation>
        </message>
        <message numerus="yes">
            <source>The game log has %n more line(s).</source>
            <translation>
                <numerusform>The game log has %n more line.</numerusform>
                <numerusform>The game log has %n more lines.</numerusform>
            </translation>
        </message>
        <message>
            <source>Click here or press Esc to close.</source>
            <translation>Click here or press Esc to close.</translation>
        </message>
    </context>
    <context>
        <name>ReplayController</name>
        <message>
            <source>This is a replay: moves cannot be made here. Step through the game with the buttons below or the arrow keys.</source>
            <translation>This is a replay: moves cannot be made here. Step through the game with the buttons below or the arrow keys.</translation>
        </message>
    </context>
    <context>
        <name>ReplayView</name>
        <message>
            <source>Replay: {game}</source>
            <translation>Replay: {game}</translation>
        </message>
        <message>
            <source>Seen by:</source>
            <translation>Seen by:</translation>
        </message>
        <message>
            <source>Whose cards the table shows: until the game ends, only what this player could see</source>
            <translation>Whose cards the table shows: until the game ends, only what this player could see</translation>
        </message>
        <message>
            <source>Show every hand</source>
            <translation>Show every hand</translation>
        </message>
        <message>
            <source>The whole position with every hidden card; choose any player above to see the table from their seat, their hand face up</source>
            <translation>The whole position with every hidden card; choose any player above to see the table from their seat, their hand face up</translation>
        </message>
        <message>
            <source>Only once the game has ended: until then the replay shows what one player could see</source>
            <translation>Only once the game has ended: until then the replay shows what one player could see</translation>
        </message>
        <message>
            <source>Export the log…</source>
            <translation>Export the log…</translation>
        </message>
        <message>
            <source>Save the game log as a plain text or Markdown file</source>
            <translation>Save the game log as a plain text or Markdown file</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Game log</translation>
        </message>
        <message>
            <source>Click a line to see the table right after it</source>
            <translation>Click a line to see the table right after it</translation>
        </message>
    </context>
    <context>
        <name>ReplayWindow</name>
        <message>
            <source>Civitas</source>
            <extracomment>The side's width while the review is shown: its chart and lists need more room than the log.</extracomment>
            <translation>Civitas</translation>
        </message>
        <message>
            <source>The log could not be written: {error}</source>
            <translation>The log could not be written: {error}</translation>
        </message>
        <message>
            <source>The log was saved as {name}.</source>
            <translation>The log was saved as {name}.</translation>
        </message>
        <message>
            <source>Replay: {game} — Civitas</source>
            <translation>Replay: {game} — Civitas</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Review</translation>
        </message>
        <message>
            <source>The computer judges the decisions taken, from what each player could see then: the win chances over the game, the turning points and the costliest moves</source>
            <translation>The computer judges the decisions taken, from what each player could see then: the win chances over the game, the turning points and the costliest moves</translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message>
            <source>The computer is looking at every decision from what its player could see then… {percent}%</source>
            <translation>The computer is looking at every decision from what its player could see then… {percent}%</translation>
        </message>
        <message>
            <source>The review was stopped.</source>
            <translation>The review was stopped.</translation>
        </message>
        <message>
            <source>The review could not be made.</source>
            <translation>The review could not be made.</translation>
        </message>
        <message>
            <source>Only the computer played in this game: there are no decisions to review.</source>
            <translation>Only the computer played in this game: there are no decisions to review.</translation>
        </message>
        <message>
            <source>Each decision judged from what its player could see then. Click a point, a mark or a decision to see that moment.</source>
            <translation>Each decision judged from what its player could see then. Click a point, a mark or a decision to see that moment.</translation>
        </message>
        <message>
            <source>Move</source>
            <translation>Move</translation>
        </message>
        <message>
            <source>Move {move}: {name} takes the lead ({percent}% to win)</source>
            <translation>Move {move}: {name} takes the lead ({percent}% to win)</translation>
        </message>
        <message>
            <source>Move {move}: the chance of {name} falls most, from {before}% to {after}%</source>
            <translation>Move {move}: the chance of {name} falls most, from {before}% to {after}%</translation>
        </message>
        <message>
            <source>Costliest decisions: {name}</source>
            <translation>Costliest decisions: {name}</translation>
        </message>
        <message>
            <source>No costly decision: every move was close to the computer's choice.</source>
            <translation>No costly decision: every move was close to the computer's choice.</translation>
        </message>
        <message>
            <source>Turning points</source>
            <translation>Turning points</translation>
        </message>
        <message>
            <source>No turning points: the chances stayed close all game.</source>
            <translation>No turning points: the chances stayed close all game.</translation>
        </message>
        <message>
            <source>Move {move}: {action}</source>
            <translation>Move {move}: {action}</translation>
        </message>
        <message>
            <source>Better: {best}</source>
            <translation>Better: {best}</translation>
        </message>
        <message>
            <source>Chance to win −{drop} percentage points ({chance}% instead of {best}%)</source>
            <translation>Chance to win −{drop} percentage points ({chance}% instead of {best}%)</translation>
        </message>
        <message>
            <source>Game review</source>
            <translation>Game review</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Review again</source>
            <translation>Review again</translation>
        </message>
        <message>
            <source>The chances to win appear here once the review is ready.</source>
            <translation>The chances to win appear here once the review is ready.</translation>
        </message>
        <message>
            <source>takes the lead</source>
            <translation>takes the lead</translation>
        </message>
        <message>
            <source>largest fall</source>
            <translation>largest fall</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <source>Previous: {title}</source>
            <translation>Previous: {title}</translation>
        </message>
        <message>
            <source>Next: {title}</source>
            <translation>Next: {title}</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cards</translation>
        </message>
        <message>
            <source>Nothing found</source>
            <translation>Nothing found</translation>
        </message>
        <message>
            <source>Sections: {sections} · cards: {cards}</source>
            <translation>Sections: {sections} · cards: {cards}</translation>
        </message>
        <message>
            <source>Cards ({n})</source>
            <translation>Cards ({n})</translation>
        </message>
        <message>
            <source>&amp;Search:</source>
            <translation>&amp;Search:</translation>
        </message>
        <message>
            <source>A word to find in the rules and on the cards</source>
            <translation>A word to find in the rules and on the cards</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>← Back</source>
            <translation>← Back</translation>
        </message>
        <message>
            <source>Return to the section you read before</source>
            <translation>Return to the section you read before</translation>
        </message>
        <message>
            <source>Rules: {game}</source>
            <translation>Rules: {game}</translation>
        </message>
    </context>
    <context>
        <name>SeatArea</name>
        <message>
            <source>passed</source>
            <translation>passed</translation>
        </message>
        <message>
            <source>The capital: 1 food, 4 spaces, 5 coins of income, a limit of 2 armies</source>
            <translation>The capital: 1 food, 4 spaces, 5 coins of income, a limit of 2 armies</translation>
        </message>
        <message>
            <source>Capital</source>
            <translation>Capital</translation>
        </message>
        <message>
            <source>food {f}/{c}</source>
            <translation>food {f}/{c}</translation>
        </message>
        <message>
            <source>spaces {u}/{t}</source>
            <translation>spaces {u}/{t}</translation>
        </message>
        <message>
            <source>armies {count}/{limit}</source>
            <translation>armies {count}/{limit}</translation>
        </message>
        <message>
            <source>⚔{s} ➶{a}</source>
            <translation>⚔{s} ➶{a}</translation>
        </message>
        <message>
            <source>{c} coins · {k} knowledge · {n} pts</source>
            <translation>{c} coins · {k} knowledge · {n} pts</translation>
        </message>
        <message>
            <source>Citizens</source>
            <translation>Citizens</translation>
        </message>
        <message>
            <source>Citizen {skill}: drag it onto an action row</source>
            <translation>Citizen {skill}: drag it onto an action row</translation>
        </message>
        <message>
            <source>Starving</source>
            <translation>Starving</translation>
        </message>
        <message>
            <source>Citizen {skill} is starving: it does not work this round</source>
            <translation>Citizen {skill} is starving: it does not work this round</translation>
        </message>
        <message>
            <source>Armies</source>
            <translation>Armies</translation>
        </message>
        <message>
            <source>Dismissed: its experience counts when the army fights</source>
            <translation>Dismissed: its experience counts when the army fights</translation>
        </message>
        <message>
            <source>Coins on the scroll: it fought this round</source>
            <translation>Coins on the scroll: it fought this round</translation>
        </message>
        <message>
            <source>Coins on the illustration: each makes it dearer</source>
            <translation>Coins on the illustration: each makes it dearer</translation>
        </message>
        <message>
            <source>Room for a new army</source>
            <translation>Room for a new army</translation>
        </message>
        <message>
            <source>Empire</source>
            <translation>Empire</translation>
        </message>
        <message>
            <source>{u}/{t} spaces</source>
            <translation>{u}/{t} spaces</translation>
        </message>
        <message>
            <source>Reserve</source>
            <translation>Reserve</translation>
        </message>
        <message>
            <source>leader</source>
            <translation>leader</translation>
        </message>
        <message>
            <source>Drop an event that strikes a player here</source>
            <translation>Drop an event that strikes a player here</translation>
        </message>
        <message>
            <source>reputation {n}</source>
            <translation>reputation {n}</translation>
        </message>
        <message>
            <source>score {n}</source>
            <translation>score {n}</translation>
        </message>
        <message>
            <source>hand {n}</source>
            <translation>hand {n}</translation>
        </message>
        <message>
            <source>quests {held} held, {done} done</source>
            <translation>quests {held} held, {done} done</translation>
        </message>
        <message>
            <source>Drop a card here to lay it face down as a new territory</source>
            <translation>Drop a card here to lay it face down as a new territory</translation>
        </message>
        <message numerus="yes">
            <source>Local profit of this territory: %n unit(s). Drag it onto a card here that needs income.</source>
            <translation>
                <numerusform>Local profit of this territory: %n unit. Drag it onto a card here that needs income.</numerusform>
                <numerusform>Local profit of this territory: %n units. Drag it onto a card here that needs income.</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} spans this territory and territory {n}</source>
            <translation>{card} spans this territory and territory {n}</translation>
        </message>
        <message numerus="yes">
            <source>Works: received %n unit(s) of income, all it needs.</source>
            <translation>
                <numerusform>Works: received %n unit of income, all it needs.</numerusform>
                <numerusform>Works: received %n units of income, all it needs.</numerusform>
            </translation>
        </message>
        <message>
            <source>Lacks income: received {got} of {need}. Unfunded at the end of the round, it collapses.</source>
            <translation>Lacks income: received {got} of {need}. Unfunded at the end of the round, it collapses.</translation>
        </message>
        <message>
            <source>Lacks income: received {got} of {need}. Unfunded, it gives nothing this round, but it never collapses.</source>
            <translation>Lacks income: received {got} of {need}. Unfunded, it gives nothing this round, but it never collapses.</translation>
        </message>
        <message numerus="yes">
            <source>Stored in the bank: %n unit(s).</source>
            <translation>
                <numerusform>Stored in the bank: %n unit.</numerusform>
                <numerusform>Stored in the bank: %n units.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Cards tucked under it: %n</source>
            <translation>
                <numerusform>Cards tucked under it: %n</numerusform>
                <numerusform>Cards tucked under it: %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Collapses at the end of this round unless it gets %n more unit(s) of income</source>
            <translation>
                <numerusform>Collapses at the end of this round unless it gets %n more unit of income</numerusform>
                <numerusform>Collapses at the end of this round unless it gets %n more units of income</numerusform>
            </translation>
        </message>
        <message>
            <source>Marked by an invader: unless it gets its income, it is seized</source>
            <translation>Marked by an invader: unless it gets its income, it is seized</translation>
        </message>
        <message>
            <source>Territory {n} of {name}</source>
            <translation>Territory {n} of {name}</translation>
        </message>
        <message>
            <source>Made from: {card} (only you see it)</source>
            <translation>Made from: {card} (only you see it)</translation>
        </message>
        <message numerus="yes">
            <source>Local profit: %n unit(s)</source>
            <translation>
                <numerusform>Local profit: %n unit</numerusform>
                <numerusform>Local profit: %n units</numerusform>
            </translation>
        </message>
        <message>
            <source>Hand</source>
            <translation>Hand</translation>
        </message>
        <message>
            <source>Quests</source>
            <translation>Quests</translation>
        </message>
        <message>
            <source>Your quests: held ones above, completed ones dimmed</source>
            <translation>Your quests: held ones above, completed ones dimmed</translation>
        </message>
        <message>
            <source>Completed</source>
            <translation>Completed</translation>
        </message>
        <message>
            <source>out of the game</source>
            <translation>out of the game</translation>
        </message>
        <message>
            <source>last turn!</source>
            <translation>last turn!</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message>
            <source>Monument: {card}</source>
            <translation>Monument: {card}</translation>
        </message>
        <message>
            <source>Monument {n}/{max}</source>
            <translation>Monument {n}/{max}</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) in hand</source>
            <translation>
                <numerusform>%n card in hand</numerusform>
                <numerusform>%n cards in hand</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SeatRow</name>
        <message>
            <source>Seat {n}</source>
            <translation>Seat {n}</translation>
        </message>
        <message>
            <source>Person</source>
            <translation>Person</translation>
        </message>
        <message>
            <source>Computer: easy</source>
            <translation>Computer: easy</translation>
        </message>
        <message>
            <source>Computer: normal</source>
            <translation>Computer: normal</translation>
        </message>
        <message>
            <source>Computer: hard</source>
            <translation>Computer: hard</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Red</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Green</translation>
        </message>
        <message>
            <source>Gold</source>
            <translation>Gold</translation>
        </message>
        <message>
            <source>Purple</source>
            <translation>Purple</translation>
        </message>
        <message>
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <source>Other colour…</source>
            <translation>Other colour…</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Colour</translation>
        </message>
        <message>
            <source>Computer {n}</source>
            <translation>Computer {n}</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Player {n}</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Language:</translation>
        </message>
        <message>
            <source>Computer players' level for new games:</source>
            <translation>Computer players' level for new games:</translation>
        </message>
        <message>
            <source>Pause before a computer move:</source>
            <translation>Pause before a computer move:</translation>
        </message>
        <message>
            <source> ms</source>
            <translation> ms</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Easy</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Hard</translation>
        </message>
        <message>
            <source>Coach: after your move, a quiet note when the search finds a clearly better one</source>
            <translation>Coach: after your move, a quiet note when the search finds a clearly better one</translation>
        </message>
        <message>
            <source>Animations on the table</source>
            <translation>Animations on the table</translation>
        </message>
        <message>
            <source>Animation speed:</source>
            <translation>Animation speed:</translation>
        </message>
        <message>
            <source>Full screen (F11)</source>
            <translation>Full screen (F11)</translation>
        </message>
    </context>
    <context>
        <name>StandingsTexts</name>
        <message>
            <source>{name}: cities {cities} of {max}, monument {monument} of {max}, armies {armies}, cards in hand {cards}</source>
            <translation>{name}: cities {cities} of {max}, monument {monument} of {max}, armies {armies}, cards in hand {cards}</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n player</numerusform>
                <numerusform>%n players</numerusform>
            </translation>
        </message>
        <message>
            <source>Civilization board and card games</source>
            <translation>Civilization board and card games</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Language:</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Games</translation>
        </message>
        <message>
            <source>No games are installed yet.</source>
            <translation>No games are installed yet.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <source>Resume your last game of the game chosen in the list</source>
            <translation>Resume your last game of the game chosen in the list</translation>
        </message>
        <message>
            <source>Load…</source>
            <translation>Load…</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <source>Tutorial</source>
            <translation>Tutorial</translation>
        </message>
        <message>
            <source>A guided first game: learn to play step by step</source>
            <translation>A guided first game: learn to play step by step</translation>
        </message>
        <message>
            <source>Settings…</source>
            <translation>Settings…</translation>
        </message>
        <message>
            <source>About Civitas</source>
            <translation>About Civitas</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Quit</translation>
        </message>
    </context>
    <context>
        <name>TableWidget</name>
        <message>
            <source>That cannot go there.</source>
            <translation>That cannot go there.</translation>
        </message>
        <message>
            <source>Your decision: choose one of the answers.</source>
            <translation>Your decision: choose one of the answers.</translation>
        </message>
        <message numerus="yes">
            <source>Left to choose: %n.</source>
            <translation>
                <numerusform>Left to choose: %n.</numerusform>
                <numerusform>Left to choose: %n.</numerusform>
            </translation>
        </message>
        <message>
            <source>More…</source>
            <translation>More…</translation>
        </message>
        <message>
            <source>The other answers, in a menu</source>
            <translation>The other answers, in a menu</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>Waiting for {names}.</source>
            <translation>Waiting for {names}.</translation>
        </message>
    </context>
    <context>
        <name>TerritoryLook</name>
        <message>
            <source>Building</source>
            <translation>Building</translation>
        </message>
        <message>
            <source>Character</source>
            <translation>Character</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>Event</translation>
        </message>
        <message>
            <source>Reputation</source>
            <translation>Reputation</translation>
        </message>
        <message>
            <source>Development</source>
            <translation>Development</translation>
        </message>
        <message>
            <source>Quest</source>
            <translation>Quest</translation>
        </message>
        <message>
            <source>made from: {card}</source>
            <translation>made from: {card}</translation>
        </message>
        <message>
            <source>Territory {n}</source>
            <translation>Territory {n}</translation>
        </message>
    </context>
    <context>
        <name>TerritoryTable</name>
        <message>
            <source>It is not your turn.</source>
            <extracomment>What happened that a player must not miss, shown as toasts over the table (the log has it all).</extracomment>
            <translation>It is not your turn.</translation>
        </message>
        <message>
            <source>Units are taken from the pool in the income draft.</source>
            <translation>Units are taken from the pool in the income draft.</translation>
        </message>
        <message>
            <source>The pool is empty.</source>
            <translation>The pool is empty.</translation>
        </message>
        <message>
            <source>None of your cards can take income now: each has all it needs, or a burden blocks it.</source>
            <translation>None of your cards can take income now: each has all it needs, or a burden blocks it.</translation>
        </message>
        <message>
            <source>Nothing can be done with that now: the lit pieces and the buttons below show your moves.</source>
            <translation>Nothing can be done with that now: the lit pieces and the buttons below show your moves.</translation>
        </message>
        <message>
            <source>Released where nothing takes it: drop it on a lit card, territory or place.</source>
            <translation>Released where nothing takes it: drop it on a lit card, territory or place.</translation>
        </message>
        <message>
            <source>In a union of territories {lands}. Significance: {parts}</source>
            <translation>In a union of territories {lands}. Significance: {parts}</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation>Deck</translation>
        </message>
        <message>
            <source>Development</source>
            <translation>Development</translation>
        </message>
        <message>
            <source>Quests</source>
            <translation>Quests</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>Demolished</source>
            <translation>Demolished</translation>
        </message>
        <message>
            <source>Income pool</source>
            <translation>Income pool</translation>
        </message>
        <message numerus="yes">
            <source>The income pool: %n unit(s) left this round. Drag a unit onto one of your cards.</source>
            <translation>
                <numerusform>The income pool: %n unit left this round. Drag a unit onto one of your cards.</numerusform>
                <numerusform>The income pool: %n units left this round. Drag a unit onto one of your cards.</numerusform>
            </translation>
        </message>
        <message>
            <source>The dice of this round's income roll</source>
            <translation>The dice of this round's income roll</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>The game is over</translation>
        </message>
        <message>
            <source>(you)</source>
            <translation>(you)</translation>
        </message>
        <message>
            <source>Round {n} · {name}'s turn</source>
            <translation>Round {n} · {name}'s turn</translation>
        </message>
        <message>
            <source>Leader: {name}</source>
            <translation>Leader: {name}</translation>
        </message>
        <message>
            <source>market day this round</source>
            <translation>market day this round</translation>
        </message>
        <message>
            <source>market day in round {n}</source>
            <translation>market day in round {n}</translation>
        </message>
        <message>
            <source>The leader acts first in every phase of the round; a market day comes every third round.</source>
            <translation>The leader acts first in every phase of the round; a market day comes every third round.</translation>
        </message>
        <message>
            <source>Construction</source>
            <translation>Construction</translation>
        </message>
        <message>
            <source>Income draft</source>
            <translation>Income draft</translation>
        </message>
        <message>
            <source>Last window of the round</source>
            <translation>Last window of the round</translation>
        </message>
        <message>
            <source>A spy's catch</source>
            <translation>A spy's catch</translation>
        </message>
        <message>
            <source>Market day: offers</source>
            <translation>Market day: offers</translation>
        </message>
        <message>
            <source>Market day: purchases</source>
            <translation>Market day: purchases</translation>
        </message>
        <message>
            <source>Market day: payment</source>
            <translation>Market day: payment</translation>
        </message>
        <message>
            <source>Market day: a bid to answer</source>
            <translation>Market day: a bid to answer</translation>
        </message>
        <message>
            <source>Reputation: the first to reach {n} ends the game at the end of that round.</source>
            <translation>Reputation: the first to reach {n} ends the game at the end of that round.</translation>
        </message>
        <message>
            <source>Reputation</source>
            <translation>Reputation</translation>
        </message>
        <message>
            <source>Drag a unit of the pool onto one of your cards that still needs income, or a bank.</source>
            <translation>Drag a unit of the pool onto one of your cards that still needs income, or a bank.</translation>
        </message>
        <message>
            <source>Local profit goes onto a card of the same territory (or its union) that needs income.</source>
            <translation>Local profit goes onto a card of the same territory (or its union) that needs income.</translation>
        </message>
        <message>
            <source>That cannot go there: drop it on a lit place.</source>
            <translation>That cannot go there: drop it on a lit place.</translation>
        </message>
        <message>
            <source>Show enlarged</source>
            <translation>Show enlarged</translation>
        </message>
        <message>
            <source>Construct…</source>
            <translation>Construct…</translation>
        </message>
        <message>
            <source>Take income…</source>
            <translation>Take income…</translation>
        </message>
        <message>
            <source>Local profit…</source>
            <translation>Local profit…</translation>
        </message>
        <message>
            <source>Influence…</source>
            <translation>Influence…</translation>
        </message>
        <message>
            <source>Offer a card…</source>
            <translation>Offer a card…</translation>
        </message>
        <message>
            <source>Buy…</source>
            <translation>Buy…</translation>
        </message>
        <message>
            <source>Bid lower…</source>
            <translation>Bid lower…</translation>
        </message>
        <message numerus="yes">
            <source>%n more card(s) to give.</source>
            <translation>
                <numerusform>%n more card to give.</numerusform>
                <numerusform>%n more cards to give.</numerusform>
            </translation>
        </message>
        <message>
            <source>Click a lit card, or use the buttons.</source>
            <translation>Click a lit card, or use the buttons.</translation>
        </message>
        <message>
            <source>{card} (short of {n})</source>
            <translation>{card} (short of {n})</translation>
        </message>
        <message>
            <source>If the round ended now, these would collapse: {cards}.</source>
            <translation>If the round ended now, these would collapse: {cards}.</translation>
        </message>
        <message numerus="yes">
            <source>{name} bids %n card(s) for your {card} (you asked {asked}). Accept or refuse?</source>
            <translation>
                <numerusform>{name} bids %n card for your {card} (you asked {asked}). Accept or refuse?</numerusform>
                <numerusform>{name} bids %n cards for your {card} (you asked {asked}). Accept or refuse?</numerusform>
            </translation>
        </message>
        <message>
            <source>Market day: buy one card from another player, or buy nothing.</source>
            <translation>Market day: buy one card from another player, or buy nothing.</translation>
        </message>
        <message>
            <source>You made your one lower bid of this market day.</source>
            <translation>You made your one lower bid of this market day.</translation>
        </message>
        <message>
            <source>No lower bid is possible: every offer asks 1 card, the lowest price.</source>
            <translation>No lower bid is possible: every offer asks 1 card, the lowest price.</translation>
        </message>
        <message>
            <source>No lower bid is possible: your hand is empty.</source>
            <translation>No lower bid is possible: your hand is empty.</translation>
        </message>
        <message>
            <source>Waiting for {name}: {what}</source>
            <translation>Waiting for {name}: {what}</translation>
        </message>
    </context>
    <context>
        <name>TribeSetup</name>
        <message>
            <source>Seat {n}:</source>
            <translation>Seat {n}:</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Random</translation>
        </message>
    </context>
    <context>
        <name>TutorialController</name>
        <message>
            <source>The tutorial panel has more to say first: read it and press Next.</source>
            <translation>The tutorial panel has more to say first: read it and press Next.</translation>
        </message>
        <message>
            <source>In the tutorial, please do this first: {step}.</source>
            <translation>In the tutorial, please do this first: {step}.</translation>
        </message>
    </context>
    <context>
        <name>TutorialPanel</name>
        <message>
            <source>Tutorial · step {k} of {n}</source>
            <translation>Tutorial · step {k} of {n}</translation>
        </message>
        <message>
            <source>The tutorial is over: play on, or leave.</source>
            <translation>The tutorial is over: play on, or leave.</translation>
        </message>
        <message>
            <source>Press Next to go on.</source>
            <translation>Press Next to go on.</translation>
        </message>
        <message>
            <source>Do it on the table: the place to act is ringed in green and its button starred.</source>
            <translation>Do it on the table: the place to act is ringed in green and its button starred.</translation>
        </message>
        <message>
            <source>Wait a moment: the other players are moving.</source>
            <translation>Wait a moment: the other players are moving.</translation>
        </message>
        <message>
            <source>Rules: {section}</source>
            <translation>Rules: {section}</translation>
        </message>
        <message>
            <source>Next ▸</source>
            <translation>Next ▸</translation>
        </message>
        <message>
            <source>Go on to the next step</source>
            <translation>Go on to the next step</translation>
        </message>
        <message>
            <source>Leave</source>
            <translation>Leave</translation>
        </message>
        <message>
            <source>Back to the start screen; the tutorial resumes where you left it</source>
            <translation>Back to the start screen; the tutorial resumes where you left it</translation>
        </message>
        <message>
            <source>Start over</source>
            <translation>Start over</translation>
        </message>
        <message>
            <source>Begin the tutorial again from the first step</source>
            <translation>Begin the tutorial again from the first step</translation>
        </message>
    </context>
    <context>
        <name>TutorialScreen</name>
        <message>
            <source>There is no undo in the tutorial: its steps only go forward.</source>
            <translation>There is no undo in the tutorial: its steps only go forward.</translation>
        </message>
        <message>
            <source>In the tutorial the panel on the right tells you what to do.</source>
            <translation>In the tutorial the panel on the right tells you what to do.</translation>
        </message>
    </context>
</TS>
