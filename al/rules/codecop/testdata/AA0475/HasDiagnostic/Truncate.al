table 50100 "Plain Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
    }
}

table 50101 "Scratch Entry"
{
    TableType = Temporary;

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
    }
}

table 50102 "CRM Contact Copy"
{
    TableType = CRM;
    ExternalName = 'contact';

    fields
    {
        field(1; ContactId; Guid) { ExternalName = 'contactid'; ExternalType = 'Uniqueidentifier'; }
    }
    keys
    {
        key(PK; ContactId) { Clustered = true; }
    }
}

table 50103 "Picture Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; Picture; Media) { }
    }
    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
    }
}

table 50104 "Gallery Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
    }
}

tableextension 50105 "Gallery Pictures" extends "Gallery Entry"
{
    fields
    {
        field(50100; Pictures; MediaSet) { }
    }
}

codeunit 50106 "Truncate Misuse"
{
    var
        GlobalBuffer: Record "Plain Entry" temporary;

    procedure TemporaryVariable()
    var
        Buffer: Record "Plain Entry" temporary;
    begin
        [=Buffer.Truncate()=];
        [=GlobalBuffer.Truncate()=];
    end;

    procedure TemporaryParameter(var Buffer: Record "Plain Entry" temporary)
    begin
        [=Buffer.Truncate(false)=];
    end;

    procedure ReturnValueRead()
    var
        Buffer: Record "Plain Entry" temporary;
    begin
        if not [=Buffer.Truncate()=] then
            Buffer.DeleteAll();
    end;

    procedure NotNormalTables()
    var
        Scratch: Record "Scratch Entry";
        CRMContact: Record "CRM Contact Copy";
        CompanyCopy: Record "Company Copy";
    begin
        [=Scratch.Truncate()=];
        [=CRMContact.Truncate()=];
        [=CompanyCopy.Truncate()=];
    end;

    procedure MediaTables()
    var
        PictureEntry: Record "Picture Entry";
        GalleryEntry: Record "Gallery Entry";
    begin
        [=PictureEntry.Truncate()=];
        [=GalleryEntry.Truncate=];
    end;

    [TryFunction]
    procedure TryClear()
    var
        PlainEntry: Record "Plain Entry";
    begin
        [=PlainEntry.Truncate()=];
    end;
}

page 50107 "Buffer Page"
{
    PageType = List;
    SourceTable = "Plain Entry";
    SourceTableTemporary = true;

    trigger OnOpenPage()
    begin
        [=Rec.Truncate()=];
        [=Truncate()=];
    end;
}
