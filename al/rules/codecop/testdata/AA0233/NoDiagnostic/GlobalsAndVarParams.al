codeunit 50289 "Next Not Judged"
{
    var
        Item: Record Item;

    procedure Steps(var Customer: Record Customer)
    begin
        Item.FindFirst();
        Item.Next();
        Customer.FindLast();
        Customer.Next(-1);
    end;
}
