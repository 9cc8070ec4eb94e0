table 50430 "Lit Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Quantity; Decimal) { }
        field(3; Blocked; Boolean) { }
        field(4; "Posting Date"; Date) { }
    }
}

codeunit 50430 "Lit Checks"
{
    procedure Run(var Item: Record "Lit Item")
    var
        TotalCount: Integer;
        Big: BigInteger;
        StartTime: Time;
        Stamp: DateTime;
        StatusMessage: Text;
        Code: Code[10];
    begin
        TotalCount := [|'10'|];
        Item.Quantity := [|'abc'|];
        Item.Blocked := [|'true'|];
        Item."Posting Date" := [|'2024-01-31'|];
        Big := [|'12'|];
        StartTime := [|'10:00'|];
        Stamp := [|'2024-01-31T10:00'|];
        TotalCount := [|'it''s'|];
        if [|StatusMessage|] then
            exit;
        while [|TotalCount|] do
            TotalCount -= 1;
        repeat
            TotalCount += 1;
        until [|Code|];
    end;

    procedure IsReady(): Boolean
    begin
        exit([|'yes'|]);
    end;

    procedure Label(): Text
    begin
        exit([|true|]);
    end;

    procedure Count(): Integer
    begin
        exit([|'12'|]);
    end;
}
