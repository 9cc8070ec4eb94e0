codeunit 50376 "AA0181 Keeps Locking"
{
    procedure Names(Which: Text): Text
    var
        Cust: Record Customer;
        Vend: Record Vendor;
        Item: Record Item;
        Contact: Record Contact;
    begin
        if [|Item.FindSet()|] then
            exit(Item.Description);
        if [|Cust.FindSet(true)|] then
            Cust.Modify();
        if [|Vend.Find(' + ')|] then
            exit(Vend.Name);
        if Contact.Find(Which) then
            exit(Contact.Name);
    end;
}
