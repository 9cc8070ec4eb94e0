// DataTransfer copies named field pairs in bulk: it is not TransferFields,
// and the fields of the two tables, which do not fit by number, are not
// compared.
table 50250 "Bin Tray"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Label; Code[30]) { }
        field(3; Weight; Text[20]) { }
    }
}

table 50251 "Bin Tray Archive"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Caption; Code[10]) { }
        field(3; Weight; Integer) { }
    }
}

codeunit 50250 "Bin Tray Upgrade"
{
    procedure Copy()
    var
        Transfer: DataTransfer;
    begin
        Transfer.SetTables(Database::"Bin Tray", Database::"Bin Tray Archive");
        Transfer.AddFieldValue(1, 1);
        Transfer.CopyRows();
    end;
}
