page 50121 "AW0002 Activities"
{
    PageType = CardPart;
    SourceTable = "AW0002 Cue";

    layout
    {
        area(Content)
        {
            cuegroup(Cues)
            {
                field(Open; Rec.Open) { }
            }
            cuegroup(Tiles)
            {
                actions
                {
                    action(NewDocument)
                    {
                        RunObject = page "AW0002 Document";
                    }
                }
            }
            cuegroup(EmptyActions)
            {
                field(Closed; Rec.Closed) { }
                actions { }
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Refresh) { }
        }
    }
}
