codeunit 50181 "AA0181 No Loop"
{
    procedure FirstCustomerName(): Text
    var
        Cust: Record Customer;
    begin
        if [=Cust.FindSet()=] then
            exit(Cust.Name);
    end;

    procedure LastEntry(Entry: Record "G/L Entry"): Integer
    begin
        Entry.SetRange("G/L Account No.", '1000');
        if [=Entry.Find('+')=] then
            exit(Entry."Entry No.");
    end;

    procedure Lock()
    var
        Item: Record Item;
    begin
        [=Item.FINDSET(true)=];
        Item.Description := 'Locked';
        [=Item.Find('-')=];
    end;
}
