page 50194 "AA0194 Page"
{
    actions
    {
        area(Processing)
        {
            action([=Nothing=])
            {
                Caption = 'Nothing';
            }
            action([=EmptyTrigger=])
            {
                trigger OnAction()
                begin
                    // to be done
                end;
            }
        }
    }
}

pageextension 50194 "AA0194 Ext" extends "Customer Card"
{
    actions
    {
        addlast(Processing)
        {
            action([=Added=]) { }
        }
    }
}
