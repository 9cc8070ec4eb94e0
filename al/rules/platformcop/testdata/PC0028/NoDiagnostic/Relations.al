table 50510 "Fitting Target"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Line No."; Integer) { }
        field(3; Name; Text[50]) { }
    }
    keys
    {
        key(PK; "No.", "Line No.") { }
    }
}

table 50511 "Fitting Source"
{
    fields
    {
        field(1; "Same Length"; Code[20])
        {
            TableRelation = "Fitting Target"."No.";
        }
        field(2; Longer; Code[30])
        {
            TableRelation = "Fitting Target"."No." where(Name = const('A'));
        }
        field(3; "Composite Key"; Code[10])
        {
            TableRelation = "Fitting Target";
        }
        field(4; "Line Relation"; Integer)
        {
            TableRelation = "Fitting Target"."Line No.";
        }
        field(5; "Unknown Table"; Code[10])
        {
            TableRelation = "Missing Table"."No.";
        }
        field(6; "Unknown Field"; Code[10])
        {
            TableRelation = "Fitting Target"."Missing Field";
        }
        field(7; "Obsolete Relation"; Code[10])
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used';
            TableRelation = "Fitting Target"."No.";
        }
        field(8; "Condition Only"; Code[20])
        {
            TableRelation = if (Longer = const('VERY LONG CONDITION VALUE')) "Fitting Target"."No.";
        }
    }
}

tableextension 50512 "Fitting Source Ext" extends "Fitting Source"
{
    fields
    {
        modify("Composite Key")
        {
            TableRelation = "Fitting Target"."No.";
        }
    }
}

table 50513 "Fitting Obsolete"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Gone';

    fields
    {
        field(1; Short; Code[5])
        {
            TableRelation = "Fitting Target"."No.";
        }
    }
}
