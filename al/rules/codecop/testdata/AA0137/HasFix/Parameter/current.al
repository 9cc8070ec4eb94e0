codeunit 50117 "Fix Param"
{
    procedure Entry(Amount: Decimal)
    begin
        Helper(Amount, Rec2."No.");
        if Helper(2, '') then
            this.Helper(3, 'y');
    end;

    local procedure Helper(Value: Decimal; [=Ignored=]: Text): Boolean
    begin
        exit(Value > 0);
    end;

    var
        Rec2: Record "Fix Param Table";
}

table 50118 "Fix Param Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
