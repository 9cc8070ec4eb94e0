table 50189 "Group Source"
{
    Caption = 'Group Source';

    fields
    {
        field(1; "No."; Code[20]) { Caption = 'No.'; }
    }
}

page 50190 [="Captionless Part"=]
{
    PageType = ListPart;
    SourceTable = "Group Source";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.") { }
            }
        }
    }
}

page 50191 "Group Page"
{
    Caption = 'Group Page';
    SourceTable = "Group Source";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
            group([=General=])
            {
            }
            cuegroup([=Cues=])
            {
            }
            part([=Lines=]; "Captionless Part") { }
        }
    }

    actions
    {
        area(Processing)
        {
            action(DoIt) { Caption = 'Do it'; }
            group([=Functions=])
            {
            }
        }
    }

    analysisviews
    {
        analysisview([=ByNumber=])
        {
            DefinitionFile = 'ByNumber.analysis.json';
        }
    }
}
