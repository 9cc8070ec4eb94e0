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

codeunit 50183 "AA0181 Other Record Changed"
{
    procedure Close(UserCode: Code[50])
    var
        Open: Record "AA0181 Assignment";
        Done: Record "AA0181 Assignment";
    begin
        Open.SetRange("User Code", UserCode);
        if [=Open.FindSet()=] then
            Done.ModifyAll(Status, Done.Status::Done);
    end;
}
