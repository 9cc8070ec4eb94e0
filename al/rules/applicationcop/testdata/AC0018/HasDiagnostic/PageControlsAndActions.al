page 50161 "AC0018 Page"
{
    PageType = Card;
    SourceTable = "AC0018 Table";

    layout
    {
        area(Content)
        {
            group(General)
            {
                [=Caption=] = '';
                field(Name; Rec.Name) { [=Caption=] = '', Locked = false; }
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Refresh)
            {
                [=Caption=] = '';
                trigger OnAction()
                begin
                end;
            }
        }
    }
}
