codeunit 50378 "AA0175 Keeps Locks"
{
    procedure Check(): Boolean
    var
        Cust: Record Customer;
        Vend: Record Vendor;
        Item: Record Item;
    begin
        if [|Cust.FindFirst()|] then
            exit(true);
        if [|Vend.FindSet(true)|] then
            exit(true);
        [|Item.FindLast()|];
        exit(false);
    end;
}
