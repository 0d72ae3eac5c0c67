## Age of Heroes: a hinted move and its follow-ups as one sentence (plan_texts.py)

plan-war = Attack { $target_seat }
plan-goal = { " " }(goal: { $goal })
plan-armies = { " " }with { $n } { $n ->
        [one] army
       *[other] armies
    }
plan-armies_general = { " " }with { $n } { $n ->
        [one] army
       *[other] armies
    }, one led by a general
plan-hero_army = { " " }and the hero as an extra army
plan-hero_army_alone = { " " }with the hero as an army
plan-hero_general = { " " }and the hero leading one of them
plan-and = { " " }and{ " " }
