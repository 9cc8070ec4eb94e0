codeunit 50164 "Empty Statements"
{
    procedure Empties(Amount: Decimal; Cust: Record "Empty Statement Table")
    begin
        if Cust.FindFirst() then[=;=]
        if Amount > 0 then
            Amount := 0
        else
            [=;=]
        Amount := 1;[=;=]
        [=;=]
        while Amount > 0 do[=;=]
        case Amount of
            1:[=;=]
            else
                [=;=]
        end;
        repeat
            [=;=]
        until true;
    end;
}

table 50165 "Empty Statement Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
