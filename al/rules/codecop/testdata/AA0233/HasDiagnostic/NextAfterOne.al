codeunit 50233 "AA0233 Next After One"
{
    procedure Loop()
    var
        Cust: Record Customer;
    begin
        if [=Cust.FindFirst()=] then
            repeat
                Cust.Mark(true);
            until Cust.Next() = 0;
    end;

    procedure Backwards(Entry: Record "G/L Entry")
    begin
        if [=Entry.FINDLAST()=] then
            repeat
                Entry.Mark(true);
            until Entry.Next(-1) = 0;
    end;

    procedure AfterGet()
    var
        Item: Record Item;
    begin
        [=Item.Get('1000')=];
        Item.Next();
    end;
}
