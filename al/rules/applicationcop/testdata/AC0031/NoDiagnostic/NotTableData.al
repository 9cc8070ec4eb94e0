codeunit 50140 "Not Table Data"
{
    Subtype = Test;
    TestPermissions = Disabled;

    [Test]
    procedure Refs()
    var
        RecRef: RecordRef;
        FldRef: FieldRef;
        Contact: Record "CRM Contact Copy";
        Account: Record "Ext Account";
        Copier: DataTransfer;
        Sys: Record "Sys Table";
        Unknown: Record "Not Declared Anywhere";
    begin
        RecRef.Open(Database::"Ext Account");
        RecRef.FindFirst();
        FldRef := RecRef.Field(1);
        RecRef.Modify();
        Contact.FindFirst();
        Account.Insert();
        Copier.SetTables(Database::"Ext Account", Database::"CRM Contact Copy");
        Copier.CopyRows();
        Sys.FindFirst();
        Unknown.FindFirst();
    end;
}

codeunit 50141 "Plain Code"
{
    procedure Refs()
    var
        RecRef: RecordRef;
        Contact: Record "CRM Contact Copy";
        Sys: Record "Sys Table";
        Unknown: Record "Not Declared Anywhere";
        Names: List of [Text];
        Name: Text;
    begin
        RecRef.Open(Database::"Ext Account");
        RecRef.FindFirst();
        RecRef.Delete();
        Contact.Modify();
        Sys.FindFirst();
        Unknown.Insert();
        Names.Get(1, Name);
    end;

    [Obsolete('Moved to the new archive', '25.0')]
    procedure OldRefs()
    var
        Account: Record "Plain Account";
    begin
        Account.Insert();
    end;
}

codeunit 50142 "Old Code"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced';

    procedure Refs()
    var
        Account: Record "Plain Account";
    begin
        Account.Insert();
    end;
}

table 50140 "CRM Contact Copy"
{
    TableType = CRM;

    fields
    {
        field(1; ContactId; Guid) { }
    }
}

table 50141 "Ext Account"
{
    TableType = ExternalSQL;

    fields
    {
        field(1; Id; Integer) { }
    }
}

table 2000000500 "Sys Table"
{
    fields
    {
        field(1; Id; Integer) { }
    }
}

table 50142 "Plain Account"
{
    fields
    {
        field(1; Id; Integer) { }
    }
}

interface "Account Store"
{
    procedure Save(var Account: Record "Plain Account");
}

controladdin "Account Viewer"
{
    Scripts = 'viewer.js';
    procedure Show(Id: Integer);
    event Loaded();
}
