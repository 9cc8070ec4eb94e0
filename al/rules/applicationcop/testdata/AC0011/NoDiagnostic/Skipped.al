page 50178 "Api Page"
{
    PageType = API;
    SourceTable = "Other App Table";

    layout
    {
        area(Content)
        {
            field(id; Rec.SystemId) { }
        }
    }
}

page 50179 "Dependency Source"
{
    Caption = 'Dependency Source';
    SourceTable = "Other App Table";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
            field(Name; Name) { }
            field(Hidden; HiddenValue) { ShowCaption = false; }
            field(Dynamic; HiddenValue) { CaptionClass = '3,Dynamic'; }
            field(ML; HiddenValue) { CaptionML = ENU = 'ML'; }
        }
    }

    actions
    {
        area(Processing)
        {
            actionref(DoIt_Promoted; DoIt) { }
            action(DoIt) { Caption = 'Do it'; }
        }
    }

    var
        HiddenValue: Text;
}

table 50180 "Obsolete Table"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Gone';

    fields
    {
        field(1; Id; Integer) { }
    }
}

table 50181 "Obsolete Field"
{
    Caption = 'Obsolete Field';

    fields
    {
        field(1; Id; Integer)
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Gone';
        }
    }
}

query 50182 "Api Query"
{
    QueryType = API;

    elements
    {
        dataitem(T; "Obsolete Field")
        {
            column(Id; Id) { }
        }
    }
}

permissionset 50183 "Internal PS"
{
    Assignable = false;
    Permissions = tabledata "Obsolete Field" = R;
}

enum 50188 "Blank Value Enum"
{
    Caption = 'Blank Value Enum';

    value(0; "") { }
    value(1; " ") { }
    value(2; Filled) { Caption = 'Filled'; }
}
