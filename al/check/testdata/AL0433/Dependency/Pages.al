namespace Base.Finance;

page 20 "G/L Entries"
{
    PageType = List;
    SourceTable = "G/L Entry";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("Entry No."; Rec."Entry No.") { }
                field(OldFlag; Rec."Old Flag")
                {
                    ObsoleteState = Removed;
                    ObsoleteReason = 'The flag is gone';
                    ObsoleteTag = '24.0';
                }
            }
        }
    }

    actions
    {
        area(Processing)
        {
            action("Reverse Old")
            {
                ObsoleteState = Removed;
                ObsoleteReason = 'Use Reverse Transaction';
                ObsoleteTag = '23.0';
                trigger OnAction() begin end;
            }
            action(Navigate)
            {
                trigger OnAction() begin end;
            }
        }
    }
}
