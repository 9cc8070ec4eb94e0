codeunit 50100 "My Codeunit"
{
    var
        Counter: Integer;
        "Total Amount": Decimal;

    procedure Run()
    var
        Local: Integer;
    begin
        [=Counter=] := [=Counter=] + 1;
        [="Total Amount"=] := 0;
        [=Helper=](Local);
        this.Helper(Local);
        this.Counter := 2;
        if [=IsReady=]() then
            Local := [=counter=];
    end;

    local procedure Helper(var Value: Integer)
    begin
        Value := 1;
    end;

    local procedure IsReady(): Boolean
    begin
        exit(true);
    end;
}

table 50100 "My Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }

    trigger OnInsert()
    begin
        [=Check=]();
        "No." := 'A';
    end;

    local procedure Check()
    begin
    end;
}
