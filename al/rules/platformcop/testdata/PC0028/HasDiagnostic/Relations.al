namespace Fabrikam.Relations;

table 50500 "Relation Target"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
    }
    keys
    {
        key(PK; "No.") { }
    }
}

table 50501 "Relation Keyless"
{
    fields
    {
        field(1; Code; Code[30]) { }
    }
}

tableextension 50502 "Relation Target Ext" extends "Relation Target"
{
    fields
    {
        field(50500; "Long Code"; Code[50]) { }
    }
}

table 50503 "Relation Source"
{
    fields
    {
        field(1; [="Target No."=]; Code[10])
        {
            TableRelation = "Relation Target"."No.";
        }
        field(2; [="Target By Key"=]; Code[10])
        {
            TableRelation = "Relation Target";
        }
        field(3; [="Either"=]; Code[20])
        {
            TableRelation = if ("Target No." = const('')) "Relation Target"."No."
            else
            "Relation Target"."Long Code" where("No." = field("Target No."));
        }
        field(4; [=Keyless=]; Code[20])
        {
            TableRelation = "Relation Keyless";
        }
        field(5; [=Qualified=]; Code[10])
        {
            TableRelation = Fabrikam.Relations."Relation Target"."No.";
        }
        field(6; [="Text Relation"=]; Text[50])
        {
            TableRelation = "Relation Target".Description;
        }
    }
}

tableextension 50504 "Relation Source Ext" extends "Relation Source"
{
    fields
    {
        field(50500; [="Extra Target"=]; Code[10])
        {
            TableRelation = Fabrikam.Relations."Relation Target";
        }
    }
}
