table 50174 "Captioned Source"
{
    Caption = 'Captioned Source';

    fields
    {
        field(1; "No."; Code[20]) { Caption = 'No.'; }
        field(2; [=Bare=]; Text[30]) { }
    }
}

page 50175 [="Controls Page"=]
{
    SourceTable = "Captioned Source";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
            field([=Bare=]; Rec.Bare) { }
            field([=BareImplicit=]; Bare) { }
            field([=Total=]; TotalAmount) { }
            field([=Computed=]; Format(TotalAmount)) { }
        }
    }

    actions
    {
        area(Processing)
        {
            action([=DoIt=])
            {
                trigger OnAction()
                begin
                end;
            }
        }
    }

    var
        TotalAmount: Decimal;
}

pageextension 50176 "Controls Ext" extends "Controls Page"
{
    layout
    {
        addlast(Content)
        {
            field([=Extra=]; TotalAmountExt) { }
        }
        modify(Bare) { Visible = false; }
    }

    var
        TotalAmountExt: Decimal;
}
