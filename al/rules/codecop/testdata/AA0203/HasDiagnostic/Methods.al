table 50210 "Booking"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Confirmed; Boolean) { }
    }

    procedure [=Confirmed=](): Boolean
    begin
        exit(Rec.Confirmed);
    end;
}

page 50211 "Booking Card"
{
    SourceTable = Booking;

    layout
    {
        area(Content)
        {
            field(Remark; Remark) { }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Confirm)
            {
                trigger OnAction()
                begin
                    Confirm();
                end;
            }
        }
    }

    var
        Remark: Text;

    local procedure [=Confirm=]()
    begin
    end;

    procedure [="No."=](): Code[20]
    begin
        exit(Rec."No.");
    end;

    procedure remark(): Text // a page field control is no name in scope
    begin
        exit(Remark);
    end;
}
