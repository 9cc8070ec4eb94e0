table 50300 "Overflow Customer"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[50]) { }
        field(3; "Group Code"; Code[10]) { }
    }
    keys
    {
        key(PK; "No.") { }
    }
}

codeunit 50301 "Overflow Calls"
{
    procedure ValidateLonger(Value: Text[100])
    var
        Customer: Record "Overflow Customer";
    begin
        Customer.Validate(Name, [=Value=]);
    end;

    procedure ValidateUnbounded(Value: Text)
    var
        Customer: Record "Overflow Customer";
    begin
        Customer.Validate("Group Code", [=Value=]);
    end;

    procedure ValidateTranslatableLabel()
    var
        Customer: Record "Overflow Customer";
        GroupLbl: Label 'Retail';
    begin
        Customer.Validate("Group Code", [=GroupLbl=]);
    end;

    procedure FilterPlaceholder(Value: Code[50])
    var
        Customer: Record "Overflow Customer";
    begin
        Customer.SetFilter("Group Code", '%1|%2', 'A', [=Value=]);
    end;

    procedure GetLiteral()
    var
        Customer: Record "Overflow Customer";
    begin
        Customer.Get([='ABCDEFGHIJKLMNOPQRSTUVW'=]);
    end;

    procedure GetComputed(Prefix: Code[10]; Number: Code[20])
    var
        Customer: Record "Overflow Customer";
    begin
        Customer.Get([=Prefix + Number=]);
    end;

    procedure GetFilterValue()
    var
        Customer: Record "Overflow Customer";
    begin
        Customer.Get([=Customer.GetFilter("No.")=]);
    end;
}

codeunit 50302 "Overflow Labels"
{
    procedure Assign(): Text[30]
    var
        Short: Text[30];
        CaptionLbl: Label 'Posted';
    begin
        Short := [=CaptionLbl=];
        exit([=CaptionLbl=]);
    end;
}
