codeunit 50376 "AA0181 Keeps Locking"
{
    procedure Names(Which: Text): Text
    var
        Cust: Record Customer;
        Vend: Record Vendor;
        Item: Record Item;
        Contact: Record Contact;
    begin
        if Item.FindFirst() then
            exit(Item.Description);
        if Cust.FindSet(true) then
            Cust.Modify();
        if Vend.FindLast() then
            exit(Vend.Name);
        if Contact.Find(Which) then
            exit(Contact.Name);
    end;
}
