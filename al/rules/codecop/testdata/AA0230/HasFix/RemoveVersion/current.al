dotnet
{
    assembly("Microsoft.Dynamics.Nav.Ncl")
    {
        [=Version = '26.0.0.0';=]
        Culture = 'neutral';

        type("Microsoft.Dynamics.Nav.Runtime.NavText"; "NavText") { }
    }
}
