page 50120 "AW0002 Activities"
{
    PageType = CardPart;
    SourceTable = "AW0002 Cue";

    layout
    {
        area(Content)
        {
            cuegroup([="Open Documents"=])
            {
                field(Open; Rec.Open) { }

                actions
                {
                    action(NewDocument)
                    {
                        RunObject = page "AW0002 Document";
                    }
                }
            }
        }
    }
}
