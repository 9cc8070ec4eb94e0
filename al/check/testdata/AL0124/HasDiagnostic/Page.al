namespace Bar.Pages;

page 50100 "Bar Card"
{
    PageType = Card;
    [=SourceTabel=] = Customer;
    UsageCategory = Administration;
    ApplicationArea = All;
#if CLEAN99
    Caption = 'Bar';
#else
    [=CAPTOIN=] = 'Bar';
#endif

    layout
    {
        area(Content)
        {
            group(General)
            {
                [=ToolTip=] = 'General';
                field(Name; Rec.Name)
                {
                    ApplicationArea = All;
                    [=RunPageLink=] = "No." = field("No.");
                    [=Required=] = true;
                }
                part(Lines; "Bar Lines")
                {
                    [=Importance=] = Promoted;
                }
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Run)
            {
                [=SubPageLink=] = "No." = field("No.");
                trigger OnAction()
                begin
                end;
            }
        }
    }
}
