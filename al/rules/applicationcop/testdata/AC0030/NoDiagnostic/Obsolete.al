codeunit 50332 "Old Read Items"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Replaced.';

    procedure Run(No: Code[20])
    var
        Item: Record "Old Read Item";
    begin
        Item.Get(No);
    end;
}

table 50332 "Old Read Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
